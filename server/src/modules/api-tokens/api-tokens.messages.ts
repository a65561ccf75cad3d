export const API_TOKEN_MESSAGES = {
  nameRequired: 'Give the token a name',
  scopesRequired: 'Choose at least one scope',
  unknownScope: 'Unknown scope',
  expiryRange: 'Expiry must be between 1 and 365 days',
  notFound: 'API token not found',
  invalidToken: 'Invalid, expired or revoked API token',
  sessionOnly: 'API tokens are managed from a signed-in browser session, not with an API token',
  scopeMissing: (scope: string) => `This API token lacks the ${scope} scope`,
  revoked: 'API token revoked',
} as const;
