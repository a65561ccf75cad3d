export * from './mailer';
export * from './account-mails';
export * from './registration-mails';
