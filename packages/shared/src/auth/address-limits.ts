// Zod-free, so the cart's first page can read it without loading the address book's schemas.

/** Enough for home, work and family; a book is read whole on every checkout. */
export const MAX_ADDRESSES = 10;
