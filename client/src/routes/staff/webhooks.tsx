import { useMutation, useQuery } from '@apollo/client/react';
import { WEBHOOK_EVENTS, WEBHOOK_MESSAGES, type WebhookEvent } from '@larp/rules';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { formFailureText } from '../../features/events/event-messages';
import type { WebhookDeliveriesQuery as DeliveriesAnswer, WebhookFieldsFragment as WebhookRow } from '../../graphql/generated/graphql';
import {
  CreateWebhookMutation,
  DeleteWebhookMutation,
  SetWebhookActiveMutation,
  WebhookDeliveriesQuery,
  WebhooksQuery,
} from '../integrations/integrations.operations';

type WebhookDeliveryRow = DeliveriesAnswer['webhookDeliveries'][number];

export const EVENT_LABELS: Record<WebhookEvent, string> = {
  'registration.created': 'Registration created',
  'registration.changed': 'Registration changed',
  'event.published': 'Event published',
  'event.finalized': 'Event finalized',
  'payment.received': 'Payment received',
  'payment.refunded': 'Payment refunded',
};
/** An event's label; an event this client does not know yet shows by its name. */
const eventLabel = (name: string): string => (EVENT_LABELS as Partial<Record<string, string>>)[name] ?? name;
const STATE_LABELS: Partial<Record<string, string>> = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' };

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

type Result =
  { kind: 'idle' } | { kind: 'created'; hook: WebhookRow } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** The delivery log of one webhook: newest first, with state, attempts, the last answer and the next try. */
function DeliveryLog({ hook }: { hook: WebhookRow }) {
  const log = useQuery(WebhookDeliveriesQuery, {
    variables: { webhookId: hook.id },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const rows: WebhookDeliveryRow[] | null = log.data?.webhookDeliveries ?? null;
  const error = log.error ? formFailureText(log.error) : null;
  const loading = log.loading;
  const load = () => log.refetch().catch(() => undefined);

  return (
    <section aria-labelledby="webhook-deliveries-heading" className="mt-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id="webhook-deliveries-heading" className="h4 mb-0 me-auto text-break">
          Deliveries to {hook.url}
        </h2>
        <Button size="sm" variant="outline-secondary" onClick={() => void load()} disabled={loading}>
          {loading && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Refresh
        </Button>
      </div>
      {error !== null ? (
        <Alert variant="danger" role="alert">
          The delivery log could not be loaded: {error}
        </Alert>
      ) : rows === null ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p>Nothing has been sent to this webhook yet.</p>
      ) : (
        <div className="table-responsive" tabIndex={0} role="region" aria-label={`Delivery log of ${hook.url}`}>
          <Table size="sm" aria-label={`Deliveries to ${hook.url}`}>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">State</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last answer</th>
                <th scope="col">Next attempt</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{eventLabel(row.event)}</td>
                  <td>{STATE_LABELS[row.state] ?? row.state}</td>
                  <td>{row.attempts}</td>
                  <td className="small text-break">{row.lastError ?? (row.lastStatusCode != null ? `HTTP ${row.lastStatusCode}` : '—')}</td>
                  <td className="small">{row.state === 'pending' ? formatDate(row.nextAttemptAt ?? null) : '—'}</td>
                  <td className="small">{formatDate(row.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}

/**
 * /staff/webhooks (admins): register receivers for registration and event changes, see or reveal the
 * signing secret, disable, enable or delete a webhook (with confirmation), and read its delivery log.
 */
export function WebhooksPage() {
  const list = useQuery(WebhooksQuery, { fetchPolicy: 'cache-and-network' });
  // a new webhook joins the list when it is asked again; a changed one changes in the cache by its id
  const [createWebhook, { loading: saving }] = useMutation(CreateWebhookMutation, {
    refetchQueries: [WebhooksQuery],
    awaitRefetchQueries: true,
  });
  const [setWebhookActive] = useMutation(SetWebhookActiveMutation);
  const [deleteWebhook] = useMutation(DeleteWebhookMutation, { refetchQueries: [WebhooksQuery], awaitRefetchQueries: true });
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<Set<string>>(new Set());
  const [selected, setSelected] = useState<string | null>(null);
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const hooks = list.data?.webhooks ?? null;
  const loadError = hooks === null && list.error ? formFailureText(list.error) : null;
  const load = () => list.refetch().catch(() => undefined);

  async function handleCreate(event: React.SubmitEvent) {
    event.preventDefault();
    try {
      const hook = (await createWebhook({ variables: { input: { url: url.trim(), events } } })).data?.createWebhook;
      if (!hook) return;
      setResult({ kind: 'created', hook });
      setUrl('');
      setEvents([...WEBHOOK_EVENTS]);
    } catch (error) {
      setResult({ kind: 'failed', message: formFailureText(error) });
    }
  }

  async function handleActive(hook: WebhookRow) {
    setBusy(hook.id);
    try {
      const answer = (await setWebhookActive({ variables: { id: hook.id, active: !hook.active } })).data?.setWebhookActive;
      if (answer) setResult({ kind: 'done', message: answer.active ? WEBHOOK_MESSAGES.enabled : WEBHOOK_MESSAGES.disabled });
    } catch (error) {
      setResult({ kind: 'failed', message: formFailureText(error) });
    } finally {
      setBusy(null);
    }
  }

  async function handleDelete(hook: WebhookRow) {
    setConfirming(null);
    setBusy(hook.id);
    try {
      await deleteWebhook({ variables: { id: hook.id } });
      setResult({ kind: 'done', message: WEBHOOK_MESSAGES.deleted });
      if (selected === hook.id) setSelected(null);
    } catch (error) {
      setResult({ kind: 'failed', message: formFailureText(error) });
    } finally {
      setBusy(null);
    }
  }

  const toggleReveal = (id: string) =>
    setRevealed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const selectedHook = hooks?.find((hook) => hook.id === selected) ?? null;

  return (
    <>
      <PageTitle>Webhooks</PageTitle>
      <h1>Webhooks</h1>
      <p>
        A webhook sends a signed JSON POST to another system when a registration is created or changed, or an event is published or
        finalized. Failed deliveries are retried for about three hours. How to check the signature:{' '}
        <a href="/api/docs">API documentation</a>.
      </p>

      {result.kind === 'created' && (
        <FormMessage trigger={result} variant="success">
          <p className="mb-2 text-break">
            Webhook for <strong>{result.hook.url}</strong> added. Its signing secret (the receiver checks each delivery with it):
          </p>
          <Form.Control
            readOnly
            value={result.hook.secret}
            aria-label="Signing secret of the new webhook"
            onFocus={(event) => event.currentTarget.select()}
            className="font-monospace"
          />
        </FormMessage>
      )}
      {result.kind === 'done' && (
        <FormMessage trigger={result} variant="success">
          {result.message}
        </FormMessage>
      )}
      {result.kind === 'failed' && (
        <FormMessage trigger={result} variant="danger">
          {result.message}
        </FormMessage>
      )}

      <h2 className="h4 mt-4">Registered webhooks</h2>
      {loadError !== null ? (
        <Alert variant="danger" role="alert">
          The webhooks could not be loaded: {loadError}{' '}
          <Button size="sm" variant="danger" onClick={() => void load()}>
            Try again
          </Button>
        </Alert>
      ) : hooks === null ? (
        <Loading />
      ) : hooks.length === 0 ? (
        <p>No webhooks yet.</p>
      ) : (
        <ul className="list-unstyled" aria-label="Webhooks">
          {hooks.map((hook) => (
            <li key={hook.id} className="border rounded p-2 mb-2">
              <div className="d-flex flex-wrap gap-2 align-items-baseline">
                <strong className="text-break me-auto">{hook.url}</strong>
                <span className={hook.active ? 'badge text-bg-success' : 'badge text-bg-secondary'}>
                  {hook.active ? 'Active' : 'Disabled'}
                </span>
              </div>
              <div className="small">Events: {hook.events.map(eventLabel).join(', ')}</div>
              <div className="small text-body-secondary">Added {formatDate(hook.createdAt)}</div>
              {revealed.has(hook.id) && (
                <Form.Control
                  size="sm"
                  readOnly
                  value={hook.secret}
                  aria-label={`Signing secret of ${hook.url}`}
                  onFocus={(event) => event.currentTarget.select()}
                  className="font-monospace mt-1"
                />
              )}
              <div className="d-flex flex-wrap gap-1 mt-2">
                <Button
                  size="sm"
                  variant="outline-secondary"
                  onClick={() => setSelected(hook.id)}
                  aria-label={`Deliveries to ${hook.url}`}
                  aria-pressed={selected === hook.id}
                >
                  Deliveries
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  onClick={() => toggleReveal(hook.id)}
                  aria-label={`${revealed.has(hook.id) ? 'Hide secret' : 'Reveal secret'} of ${hook.url}`}
                >
                  {revealed.has(hook.id) ? 'Hide secret' : 'Reveal secret'}
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={busy === hook.id}
                  onClick={() => void handleActive(hook)}
                  aria-label={`${hook.active ? 'Disable' : 'Enable'} ${hook.url}`}
                >
                  {busy === hook.id && <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />}
                  {hook.active ? 'Disable' : 'Enable'}
                </Button>
                {confirming === hook.id ? (
                  <span role="group" aria-label={`Confirm deleting ${hook.url}`} className="d-flex flex-wrap gap-1 align-items-center">
                    <span className="small">Delete this webhook and its delivery log?</span>
                    <Button size="sm" variant="danger" onClick={() => void handleDelete(hook)} autoFocus>
                      Yes, delete
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
                      Cancel
                    </Button>
                  </span>
                ) : (
                  <Button
                    size="sm"
                    variant="outline-danger"
                    disabled={busy === hook.id}
                    onClick={() => setConfirming(hook.id)}
                    aria-label={`Delete ${hook.url}`}
                  >
                    Delete
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      {selectedHook && <DeliveryLog key={selectedHook.id} hook={selectedHook} />}

      <h2 className="h4 mt-4">New webhook</h2>
      <Form onSubmit={(event) => void handleCreate(event)} noValidate aria-label="Add a webhook" style={{ maxWidth: '36rem' }}>
        <Form.Group className="mb-3" controlId="webhook-url">
          <Form.Label>Receiver address</Form.Label>
          <Form.Control
            type="url"
            value={url}
            maxLength={500}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://example.org/hooks/larp"
            autoComplete="off"
          />
        </Form.Group>
        <fieldset className="mb-3">
          <legend className="fs-6">Events</legend>
          {WEBHOOK_EVENTS.map((name) => (
            <Form.Check
              key={name}
              id={`webhook-event-${name}`}
              label={EVENT_LABELS[name]}
              checked={events.includes(name)}
              onChange={(event) =>
                setEvents((current) =>
                  event.target.checked
                    ? WEBHOOK_EVENTS.filter((e) => e === name || current.includes(e))
                    : current.filter((e) => e !== name),
                )
              }
            />
          ))}
        </fieldset>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Add Webhook
        </Button>
      </Form>
    </>
  );
}

export default WebhooksPage;
