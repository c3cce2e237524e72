// Where the shop serves its product feeds: the addresses a shopkeeper pastes into Meta's
// Commerce Manager and Google's Merchant Center (the server's routes and the settings tab's lines).
export const FEED_PATHS = { meta: '/feeds/meta.csv', google: '/feeds/google.xml' } as const;
