// The trust pages' and the data download's words (not spec texts; decision 56). Kept apart from
// messages.ts, which is in every storefront page's first bundle, at its budget: these are read only
// by pages loaded on demand (the trust pages, the admin's pages tab, the account tab).

export const trustPageMessages = {
  tabIntro:
    'The pages every shopper can read from the footer. Each starts from a suggested text: read it, change what is different for your shop, and save.',
  pageLabel: 'Page text',
  pageHint:
    'Blank lines separate paragraphs; a line starting with "## " is a heading, with "- " a list item. Web and e-mail addresses become links.',
  saved: (title: string) => `${title} saved`,
  saveFailed: 'Failed to save the page',
  fetchFailed: 'Failed to fetch the pages',
  fetchPageFailed: 'This page could not be loaded. Please try again.',
  useStartingText: 'Start again from the suggested text',
  view: 'View the page',
  notSavedYet: 'Not saved yet: shoppers see the suggested text.',
  lastSaved: (by: string, on: string) => `Last saved by ${by} on ${on}`,
  businessTitle: 'Business details',
  businessIntro: 'Shown on the About us page where filled in.',
  legalName: 'Registered business name',
  address: 'Business address',
  cacRcNumber: 'CAC RC number',
  nafdac: 'NAFDAC listing',
  nafdacHint:
    'A NAFDAC registration number, or a sentence such as "Every product carries its NAFDAC number on the pack."',
  businessSaved: 'Business details saved',
  updatedOn: (on: string) => `Last updated ${on}`,
} as const;

export const myDataMessages = {
  title: 'Your data',
  intro:
    'Download everything the shop holds about you: your account, addresses, orders, reviews and saved items.',
  json: 'Download my data (JSON)',
  csv: 'Download my data (CSV)',
  failed: 'Your data could not be downloaded. Please try again.',
} as const;
