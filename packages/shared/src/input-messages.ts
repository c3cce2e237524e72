// The shop's own words: text in a request that cannot be saved as it is.
// messages.ts gathers these with every other text.
export const inputMessages = {
  // Not a spec text: the answer to a NUL character, broken Unicode or invalid UTF-8 in a request.
  unreadableText:
    'The request contains characters that cannot be saved (a null character or broken Unicode). Please remove them and try again.',
  // Not a spec text: a right-to-left override or another direction control in a name, address, label or setting.
  directionControls:
    'The text contains hidden direction characters (such as a right-to-left override) that make it read differently from what it says. Please remove them and try again.',
} as const;
