// Routines and kits' words (not spec texts; decision 60). Kept apart from messages.ts, which is in
// every storefront page's first bundle, at its budget: the refusals are the server's and the admin
// form's, the page words the product page's (loaded on demand). The card's badge is in routine-badge.ts.

export const routineMessages = {
  shape: 'routineParts must be a JSON list of steps, e.g. [{"productId": "GN-SK-1", "step": "Cleanse"}]',
  tooManySteps: (max: number) => `A routine has at most ${max} steps`,
  noProduct: (n: number) => `Step ${n}: choose its product`,
  noStepName: (n: number) => `Step ${n}: give the step a name, such as Cleanse`,
  stepNameLong: (n: number, max: number) => `Step ${n}: the step's name is longer than ${max} characters`,
  duplicatePart: (code: string) => `${code} is in the routine twice: each product may be one step only`,
  noParts: 'A routine needs at least one step: choose its products',
  unknownPart: (code: string) =>
    `There is no product ${code}: choose the routine's products from the catalogue`,
  partIsRoutine: (name: string) => `${name} is itself a routine: a routine's steps are single products`,
  partIsItself: 'A routine cannot be one of its own steps',
  partHasShades: (name: string) => `${name} comes in shades: a routine's steps are products without shades`,
  usedInRoutine: (name: string) =>
    `This product is a step of ${name}: a product in a routine cannot be a routine itself`,
  partGone: (name: string) =>
    `Sorry, ${name} cannot be bought just now: one of its products is no longer sold. Please remove it from your cart.`,
} as const;

export const routinePageMessages = {
  stepsTitle: 'The routine, step by step',
  stepLabel: (n: number, step: string) => `Step ${n}: ${step}`,
  save: (amount: string) => `Save ${amount}`,
  saveNote: 'against buying each product on its own',
  partNoLongerSold: 'No longer sold',
} as const;
