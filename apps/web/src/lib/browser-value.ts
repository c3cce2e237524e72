import { useSyncExternalStore } from 'react';

// A value only the browser holds (its storage, the history entry's state), read while rendering a
// page the server may have rendered: the server cannot see it, so the page hydrates with
// `onServer`, as the HTML was written, and shows the browser's value right after. A page drawn in
// the browser (a link followed in the app) reads it at once.

const noChanges = () => () => undefined;

/** `read` must give an equal value (a string, a number, null) while nothing changed. */
export const useBrowserValue = <T extends string | number | boolean | null>(read: () => T, onServer: T): T =>
  useSyncExternalStore(noChanges, read, () => onServer);
