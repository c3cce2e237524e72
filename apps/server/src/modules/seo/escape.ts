// Everything the server writes into HTML or XML text and attributes goes through escapeMarkup;
// JSON inside a <script> element goes through scriptJson, so no value can close the element.

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeMarkup = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
