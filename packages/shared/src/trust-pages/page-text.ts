// The shopkeeper's page text: plain paragraphs split by blank lines, `## ` headings, `- ` lists,
// and web and e-mail addresses that become links. Nothing else means anything: no HTML, no other
// markup, so whatever is typed is shown as text (the page escapes it) and cannot change the page.

export type TextPart = { text: string } | { text: string; href: string };
export type PageBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; parts: TextPart[] }
  | { kind: 'list'; items: TextPart[][] };

// A web address (http or https only: no javascript: or data: address can become a link) or an
// e-mail address. A web address does not end with the full stop or bracket that closes a sentence.
const LINK = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** One line's text, its addresses as links. */
export function textParts(line: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of line.matchAll(LINK)) {
    const text = match[0];
    if (match.index > at) parts.push({ text: line.slice(at, match.index) });
    parts.push({ text, href: text.includes('://') ? text : `mailto:${text}` });
    at = match.index + text.length;
  }
  if (at < line.length) parts.push({ text: line.slice(at) });
  return parts;
}

const HEADING = /^##\s+/;
const ITEM = /^[-*]\s+/;

/** The text's blocks, in order. */
export function pageBlocks(text: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  const chunks = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const chunk of chunks) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    let items: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', parts: textParts(paragraph.join(' ')) });
      if (items.length) blocks.push({ kind: 'list', items: items.map(textParts) });
      paragraph = [];
      items = [];
    };
    for (const line of lines) {
      if (HEADING.test(line)) {
        flush();
        blocks.push({ kind: 'heading', text: line.replace(HEADING, '') });
      } else if (ITEM.test(line)) {
        if (paragraph.length) flush();
        items.push(line.replace(ITEM, ''));
      } else if (items.length && !paragraph.length) {
        // A list item's text carried on to the next line.
        items[items.length - 1] += ` ${line}`;
      } else {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
