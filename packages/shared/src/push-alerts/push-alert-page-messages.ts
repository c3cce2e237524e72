// The admin's "Alerts on this device" words beyond messages.pushAlerts (not spec texts; decision
// 50). Kept apart from messages.ts, which is in every storefront page's first bundle, at its
// budget: these are read only by the alerts dialog, loaded on demand (as decision 56 does).

export const pushAlertPageMessages = {
  checking: 'Checking this device…',
  eventsLegend: 'Tell me of',
  chooseOne: 'Choose at least one alert',
  saved: 'Alerts saved for this device.',
  turnedOff: 'Alerts turned off for this device.',
  offFailed: 'Alerts could not be turned off. Try again.',
  noEvents: 'Your role has no alerts to turn on.',
} as const;
