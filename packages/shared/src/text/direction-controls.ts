// The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) make a text
// read differently from what it stores ("gpj.exe" shown as "exe.jpg"): in a name, an address, a
// label or a setting that staff or shoppers trust, they only deceive. Right-to-left scripts need
// none of them. Reviews refuse them with other controls (catalog/review-text.ts); every other
// request's text refuses them at the server's edge.

const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

export const hasDirectionControls = (text: string) => DIRECTION_CONTROL.test(text);
