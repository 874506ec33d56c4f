export * from './database.ts';
export * from './schema.ts';
export * from './store.ts';
export * from './chat-store.ts';
export * from './reminders.ts';
export * from './unavailable.ts';
export * from './rate-limits.ts';
export * from './joining-store.ts';
