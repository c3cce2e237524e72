// Not spec texts: reviews written by customers who bought the product.
// messages.ts gathers these with every other text; a storefront page imports this file alone, so
// its first load carries no admin or account words.
export const reviewMessages = {
  ratingRange: 'Please choose a rating from 1 to 5 stars',
  textLength: 'Please write a review of 2 to 1,000 characters',
  plainTextOnly: 'Reviews can only contain plain text; please remove control characters.',
  productRequired: 'Please choose the product you are reviewing',
  notBought: 'Only customers who bought this product can review it',
  dailyLimit: 'You can write at most 10 reviews a day. Please try again tomorrow.',
  notFound: 'Review not found',
  notYours: 'You can only change your own reviews',
  saved: 'Thank you! Your review has been posted.',
  updated: 'Your review has been updated',
  deleted: 'Your review has been deleted',
  signInToReview: 'Sign in to write a review',
  writeReview: 'Write a review',
  verifiedBuyer: 'Verified buyer',
  inviteSubject: (shop: string, orderNumber: string) =>
    `How did you find your ${shop} order ${orderNumber}? Write a review`,
  // Not spec texts: a guest buyer's review invitation (decision 42, its link proves the order).
  inviteTitle: (orderNumber: string) => `Review your order ${orderNumber}`,
  inviteIntro:
    'Tell other shoppers what you think of each product you bought. Your review will show as a verified buyer’s.',
  inviteBadLink:
    'This review link is not valid. Please use the link in the e-mail we sent when your order was delivered.',
  notInOrder: 'This product is not part of the order this link is for.',
  alreadyReviewedFromOrder: 'You have already reviewed this product from this order.',
  reviewedFromOrder: 'Reviewed — thank you!',
} as const;
