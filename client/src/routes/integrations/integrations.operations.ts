import { graphql } from '../../graphql/generated';

/** The account's API tokens (never their secrets) and the scopes a token may have. */
export const ApiTokensQuery = graphql(`
  query ApiTokens {
    apiTokens {
      scopes
      tokens {
        ...ApiTokenFields
      }
    }
  }
  fragment ApiTokenFields on ApiToken {
    id
    name
    tokenPrefix
    scopes
    expiresAt
    lastUsedAt
    state
  }
`);

/** Makes a token; its secret is in this answer only. */
export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        ...ApiTokenFields
      }
    }
  }
`);

export const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      ...ApiTokenFields
    }
  }
`);

/** Whether the account has an iCal feed address (the address itself is shown only when made). */
export const CalendarFeedQuery = graphql(`
  query CalendarFeed {
    calendarFeed {
      hasFeed
    }
  }
`);

/** Makes a new secret feed address (returned); the old one stops working. */
export const ResetCalendarFeedMutation = graphql(`
  mutation ResetCalendarFeed {
    resetCalendarFeed
  }
`);

/** The admins' webhooks (/staff/webhooks). */
export const WebhooksQuery = graphql(`
  query Webhooks {
    webhooks {
      ...WebhookFields
    }
  }
  fragment WebhookFields on Webhook {
    id
    url
    events
    secret
    active
    createdAt
  }
`);

export const CreateWebhookMutation = graphql(`
  mutation CreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      ...WebhookFields
    }
  }
`);

export const SetWebhookActiveMutation = graphql(`
  mutation SetWebhookActive($id: ID!, $active: Boolean!) {
    setWebhookActive(id: $id, active: $active) {
      ...WebhookFields
    }
  }
`);

export const DeleteWebhookMutation = graphql(`
  mutation DeleteWebhook($id: ID!) {
    deleteWebhook(id: $id)
  }
`);

/** A webhook's delivery log, newest first. */
export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($webhookId: ID!) {
    webhookDeliveries(webhookId: $webhookId) {
      id
      event
      state
      attempts
      nextAttemptAt
      lastStatusCode
      lastError
      createdAt
    }
  }
`);
