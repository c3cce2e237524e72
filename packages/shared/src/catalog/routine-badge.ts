// The card's mark of a routine or kit (decision 60), on its own: the card is in the storefront's
// first bundle, and the other routine words (routine-messages.ts) must not come with it.

export const routineBadge = (steps: number) => `Routine · ${steps} steps`;
