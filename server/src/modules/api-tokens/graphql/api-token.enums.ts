import { closedSetEnum } from '../../../graphql/closed-set-enum';
import { API_DOMAINS, type ApiDomain } from '../api-token-scopes';
import type { ApiTokenState } from '../api-tokens.service';

const DOMAIN_TEXT: Record<ApiDomain, string> = {
  account: "the owner's account and profile",
  characters: 'characters, their builds and XP ledgers',
  shards: 'shard balances and ledgers',
  events: 'events and their questions',
  registrations: 'event registrations and waitlists',
  surveys: 'post-event surveys',
  game_data: 'the ruleset: skills, races, classes, transformations',
  exports: 'calendar feeds and downloads',
  webhooks: 'webhooks and their deliveries',
  payments: 'event fees, payments, refunds and bank statement imports',
  graphql: 'the GraphQL API itself',
};

/** The scopes of an API token as GraphQL names them (characters:read -> CHARACTERS_READ). */
export const ApiTokenScopeEnum = closedSetEnum<string>(
  'ApiTokenScope',
  "What an API token may reach; write includes read, and a token never reaches more than its owner's roles allow.",
  Object.fromEntries(
    API_DOMAINS.flatMap((domain) => [
      [`${domain}:read`, `Read ${DOMAIN_TEXT[domain]}.`],
      [`${domain}:write`, `Read and change ${DOMAIN_TEXT[domain]}.`],
    ]),
  ),
);

export const ApiTokenStateEnum = closedSetEnum<ApiTokenState>('ApiTokenState', 'Whether an API token still works.', {
  active: 'The token works.',
  expired: 'The token is past its expiry date.',
  revoked: 'The owner revoked the token.',
});
