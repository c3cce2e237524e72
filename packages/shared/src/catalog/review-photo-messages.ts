// What a review's photos and the reviewer's skin type say (decision 61). A file of its own, so the
// texts load with the review form and the server, not with every page's first bundle.

export const reviewPhotoMessages = {
  photosTooMany: (max: number) => `You can add at most ${max} photos to a review.`,
  photoUnknown: 'A photo was not found. Please add it again.',
  photoTwice: 'The same photo is named twice.',
  photoUploadsWaiting: (max: number) =>
    `You have ${max} photos waiting for a review. Please post your review or remove some first.`,
  photoNotFound: 'Photo not found',
  photoHidden: 'The photo is hidden from shoppers',
  photoShown: 'The photo is shown to shoppers again',
};
