// What the shade finder and "your shade" say (decision 57). A file of their own, so the texts load
// with the finder and the product page, not with every page's first bundle.

export const shadeMessages = {
  finderTitle: 'Find your shade',
  finderIntro:
    'Two quick questions, then every foundation, concealer and powder shows the shade made for you.',
  depthStep: 'Step 1 of 2: your skin depth',
  depthHint: 'Look at the inside of your arm in daylight. Which is closest?',
  undertoneStep: 'Step 2 of 2: your undertone',
  undertoneHint: 'Look at the veins on your wrist in daylight, and think of the jewellery that flatters you.',
  next: 'Next: undertone',
  seeMyShade: 'See my shade',
  back: 'Back',
  resultTitle: 'Your shade',
  saved: 'Saved to your account',
  savedHere: 'Saved on this phone. Sign in to keep it on your account.',
  shopMyShade: 'Shop face makeup in my shade',
  backToProduct: 'Back to the product',
  retake: 'Retake',
  findYourShade: 'Find your shade',
  onlyMyShade: 'Only my shade',
  yourShade: 'Your shade',
  chosenForYou: 'chosen for you',
  nearest: 'nearest to your undertone',
  noShadeForYou: (profile: string) => `No shade of this product is made for ${profile} skin yet.`,
  changeShade: 'Change',
} as const;
