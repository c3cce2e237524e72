import { pageBlocks, type TextPart } from '@shop/shared/trust-pages/page-text';

const linkStyle = 'font-medium text-rose underline underline-offset-2 hover:text-rose-dark';

function Parts({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, i) =>
    'href' in part ? (
      // Another site's page opens apart from the shop, and learns nothing of where it came from.
      <a
        key={i}
        href={part.href}
        className={linkStyle}
        {...(part.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {part.text}
      </a>
    ) : (
      <span key={i}>{part.text}</span>
    ),
  );
}

/**
 * The shopkeeper's text as the page shows it. Every word is React text, escaped when rendered:
 * nothing typed in the admin becomes markup (shared/trust-pages/page-text.ts reads the format).
 */
export function PageText({ text }: { text: string }) {
  return (
    <div className="space-y-4 text-base leading-relaxed">
      {pageBlocks(text).map((block, i) => {
        if (block.kind === 'heading')
          return (
            <h2 key={i} className="pt-4 font-display text-2xl">
              {block.text}
            </h2>
          );
        if (block.kind === 'list')
          return (
            <ul key={i} className="list-disc space-y-2 pl-6 marker:text-rose">
              {block.items.map((item, j) => (
                <li key={j}>
                  <Parts parts={item} />
                </li>
              ))}
            </ul>
          );
        return (
          <p key={i}>
            <Parts parts={block.parts} />
          </p>
        );
      })}
    </div>
  );
}
