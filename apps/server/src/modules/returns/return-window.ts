import type { ReturnSettings } from '@shop/shared/settings/settings-schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return may be asked: `windowDays` whole days after delivery (decision 52). */
export const returnDeadline = (delivered: Date, settings: ReturnSettings) =>
  new Date(delivered.getTime() + settings.windowDays * DAY_MS);

/** Open when the order was delivered and the window has not run out. */
export const returnWindowOpen = (delivered: Date | null, settings: ReturnSettings, now = new Date()) =>
  delivered !== null && now <= returnDeadline(delivered, settings);
