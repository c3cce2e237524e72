export * from './catalog.ts';
export * from './accounts.ts';
export * from './saved.ts';
export * from './orders.ts';
export * from './outbox.ts';
export * from './sales-rollups.ts';
export * from './settings.ts';
export * from './addresses.ts';
