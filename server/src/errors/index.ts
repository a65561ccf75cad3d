export * from './app-error';
export * from './to-app-error';
