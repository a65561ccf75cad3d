export * from './secret-store';
export * from './session-secret';
export * from './limiter-keys';
