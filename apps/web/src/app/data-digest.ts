// A short digest of the data a page was rendered from, for each part of it the page left out
// (data-in-browser.ts). The server writes it beside the HTML; the browser, which fetches that data
// again before hydrating (data-left-out.ts), compares its own. The shop may change in between
// (another shopper's purchase turns "Only 2 left" into "Only 1 left", a price is edited): the
// fetched data then draws other text than the HTML holds, which React cannot take over (its error
// #418), so the page is drawn afresh instead. Not a security check, only a way to tell two answers
// apart without sending them: a few bytes of code where a hash library would be kilobytes, and
// `crypto.subtle` is missing on a page served over plain http.

/**
 * FNV-1a, 32 bits, of the data's JSON, in base 36. Two answers that differ share it about once in
 * four billion times, and then the page is only as it was before this check (React redraws it).
 */
export function digestOf(data: unknown): string {
  const text = JSON.stringify(data) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0).toString(36);
}
