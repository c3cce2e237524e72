// What the browser's bundle gives React Router's own `lib/router/instrumentation.js`
// (apps/web/vite.config.ts): the router's `instrumentations` option (observing each navigation,
// loader and action), which this shop does not pass. Without it the router only asks, on each
// navigation, whether a receiver was set, and the answer is none; about 1.2 kB gzip of every first
// page went to code that never ran.

/** No instrumentation set a receiver for the navigation's result. */
export const consumeInstrumentationClientResultMetaReceiver = (): undefined => undefined;

const notUsed = () => {
  throw new Error("React Router's instrumentations are not used in this shop's browser bundle");
};
export const getRouteInstrumentationUpdates = notUsed;
export const instrumentClientSideRouter = notUsed;
export const instrumentHandler = notUsed;
export const instrumentationResultMetaContext = undefined;
