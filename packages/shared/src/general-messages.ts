// The texts every page may show (the not-found page, a failure's words), apart from messages.ts so
// the storefront's first pages load only what they use.
export const generalMessages = {
  notFound: 'NotFound',
  unexpectedError: 'Unexpected Application Error!',
  somethingWentWrong: 'Something went wrong.',
  reloadPage: 'Reload Page',
  /** An API answer (503, with Retry-After) while the shop's database is briefly out of reach. */
  brieflyUnavailable: 'The shop is briefly unavailable. Please try again in a few seconds.',
} as const;
