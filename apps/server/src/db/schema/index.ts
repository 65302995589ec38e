export * from './accounts.ts';
export * from './catalog.ts';
export * from './orders.ts';
export * from './messaging.ts';
export * from './money.ts';
