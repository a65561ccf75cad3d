/**
 * The account's integrator calls: API tokens and the calendar feed, on the REST bridge with
 * the session cookie. A 401 sends the user to /login and back.
 */
import { RestFailure } from '../../features/accounts/form-result';

export interface ApiTokenRow {
  _id: string;
  name: string;
  token_prefix: string;
  scopes: string[];
  expires_at: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  state: 'active' | 'expired' | 'revoked';
}

export class SignedOut extends Error {}

async function call<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api/v1${path}`, {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const answer = (await response.json().catch(() => null)) as { data?: T; message?: string } | null;
  if (response.status === 401) throw new SignedOut(answer?.message ?? 'You must be signed in');
  if (!response.ok || !answer?.data) throw new RestFailure(response.status, answer?.message ?? 'Something went wrong. Please try again.');
  return answer.data;
}

export const listApiTokens = () => call<{ tokens: ApiTokenRow[]; scopes: string[] }>('GET', '/user/api_tokens');
export const createApiToken = (input: { name: string; scopes: string[]; expires_in_days: number }) =>
  call<{ token: string; api_token: ApiTokenRow }>('POST', '/user/api_tokens', input);
export const revokeApiToken = (id: string) => call<{ api_token: ApiTokenRow }>('DELETE', `/user/api_tokens/${encodeURIComponent(id)}`);

export const calendarStatus = () => call<{ has_feed: boolean; created_at: string | null }>('GET', '/user/calendar');
export const resetCalendar = () => call<{ url: string }>('POST', '/user/calendar/reset');

/** The admins' webhooks (/staff/webhooks). */
export const WEBHOOK_EVENTS = ['registration.created', 'registration.changed', 'event.published', 'event.finalized'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export interface WebhookRow {
  _id: string;
  url: string;
  events: WebhookEvent[];
  secret: string;
  active: boolean;
  created_at: string;
}

export interface WebhookDeliveryRow {
  _id: string;
  event: WebhookEvent;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

export const listWebhooks = () => call<WebhookRow[]>('GET', '/webhooks');
export const createWebhook = (input: { url: string; events: WebhookEvent[] }) => call<WebhookRow>('POST', '/webhooks', input);
export const setWebhookActive = (id: string, active: boolean) =>
  call<{ webhook: WebhookRow; message: string }>('PATCH', `/webhooks/${encodeURIComponent(id)}`, { active });
export const deleteWebhook = (id: string) => call<{ message: string }>('DELETE', `/webhooks/${encodeURIComponent(id)}`);
export const listWebhookDeliveries = (id: string) => call<WebhookDeliveryRow[]>('GET', `/webhooks/${encodeURIComponent(id)}/deliveries`);
