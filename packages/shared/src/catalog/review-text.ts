// Reviews are plain text. Line breaks and tabs are kept; every other control character (C0, DEL,
// C1) and the bidirectional overrides that can make a text read differently from what it stores
// are refused, so what a shopper sees is exactly what was written.

// eslint-disable-next-line no-control-regex -- finding control characters is the point of this pattern
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/** Windows and old Mac line ends become `\n`; surrounding space is trimmed. */
export function normaliseReviewText(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}
