export * from './catalog.ts';
export * from './accounts.ts';
export * from './orders.ts';
export * from './outbox.ts';
