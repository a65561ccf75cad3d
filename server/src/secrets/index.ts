export * from './secret-store';
export * from './session-secret';
