export * from './app-error';
export * from './db-errors';
export * from './to-app-error';
export * from './present';
