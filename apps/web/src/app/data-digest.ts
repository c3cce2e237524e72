// A short digest of the data a page was rendered from, for each part of it the page left out
// (data-in-browser.ts). The server writes it beside the HTML; the browser, which fetches that data
// again before hydrating (data-left-out.ts), compares its own. The shop may change in between
// (another shopper's purchase turns "Only 2 left" into "Only 1 left", a price is edited): the
// fetched data then draws other text than the HTML holds, which React cannot take over (its error
// #418), so the page is drawn afresh instead. Not a security check, only a way to tell two answers
// apart without sending them: a few hundred bytes of code where a hash library would be kilobytes,
// and `crypto.subtle` is missing on a page served over plain http.

/** cyrb53: a 53-bit hash of the data's JSON, in base 36 (about 11 characters). */
export function digestOf(data: unknown): string {
  const text = JSON.stringify(data) ?? '';
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
