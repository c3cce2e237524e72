// The words a page shows when the shopper's session has ended. messages.ts gathers them with every
// other text; the browser's session code imports this file alone, as it is in every first page.
export const sessionMessages = {
  sessionEnded: 'Your session has ended. Please sign in again.',
  /** The admin's own words for it. */
  staffSessionExpired: 'Session expired. Please login again.',
} as const;
