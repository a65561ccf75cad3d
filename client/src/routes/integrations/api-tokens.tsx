import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { formFailureText } from '../../features/events/event-messages';
import type { ApiTokenFieldsFragment as ApiTokenRow } from '../../graphql/generated/graphql';
import { scopeOf, scopeParts, scopeText } from './api-token-scopes';
import { CalendarFeed } from './calendar-feed';
import { ApiTokensQuery, CreateApiTokenMutation, RevokeApiTokenMutation } from './integrations.operations';

const EXPIRIES = [7, 30, 90, 365] as const;
const DOMAIN_LABELS: Record<string, string> = {
  account: 'Account',
  characters: 'Characters',
  shards: 'Shards',
  events: 'Events',
  registrations: 'Registrations',
  surveys: 'Surveys',
  game_data: 'Game data',
  exports: 'Exports and calendar',
  webhooks: 'Webhooks',
  graphql: 'Saved GraphQL queries',
};
type Access = 'none' | 'read' | 'write';

const formatDate = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

type Result =
  | { kind: 'idle' }
  | { kind: 'created'; token: string; name: string }
  | { kind: 'failed'; message: string }
  | { kind: 'revoked'; name: string };

/** /account/api-tokens: the user's API tokens for scripts and integrations (make, see last use, revoke). */
export function ApiTokensPage() {
  const list = useQuery(ApiTokensQuery, { fetchPolicy: 'cache-and-network' });
  // a new token joins the list when the list is asked again; a revoked one changes in the cache by its id
  const [createApiToken, { loading: saving }] = useMutation(CreateApiTokenMutation, { refetchQueries: [ApiTokensQuery] });
  const [revokeApiToken] = useMutation(RevokeApiTokenMutation);
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState<number>(30);
  const [access, setAccess] = useState<Record<string, Access>>({});
  const [confirming, setConfirming] = useState<string | null>(null);
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const tokens: ApiTokenRow[] | null = list.data?.apiTokens.tokens ?? null;
  const domains = [...new Set((list.data?.apiTokens.scopes ?? []).map((scope) => scopeParts(scope).domain))];
  const loadError = tokens === null ? list.error : undefined;

  async function handleCreate(event: React.SubmitEvent) {
    event.preventDefault();
    const scopes = Object.entries(access).flatMap(([domain, level]) => (level === 'none' ? [] : [scopeOf(domain, level)]));
    try {
      const answer = (await createApiToken({ variables: { input: { name, scopes, expiresInDays: expiry } } })).data?.createApiToken;
      if (!answer) return;
      setResult({ kind: 'created', token: answer.token, name: answer.apiToken.name });
      setName('');
      setAccess({});
    } catch (error) {
      setResult({ kind: 'failed', message: formFailureText(error) });
    }
  }

  async function handleRevoke(token: ApiTokenRow) {
    setConfirming(null);
    try {
      await revokeApiToken({ variables: { id: token.id } });
      setResult({ kind: 'revoked', name: token.name });
    } catch (error) {
      setResult({ kind: 'failed', message: formFailureText(error) });
    }
  }

  return (
    <>
      <PageTitle>API Tokens and Calendar</PageTitle>
      <h1>API Tokens</h1>
      <p>
        A token lets your own scripts use the API (<a href="/api/docs">API documentation</a>) as you, limited to the scopes you choose. Send
        it as <code>Authorization: Bearer &lt;token&gt;</code>.
      </p>

      {result.kind === 'created' && (
        <FormMessage trigger={result} variant="success">
          <p className="mb-2">
            Token <strong>{result.name}</strong> created. Copy it now: it will not be shown again.
          </p>
          <Form.Control
            readOnly
            value={result.token}
            aria-label="New API token"
            onFocus={(event) => event.currentTarget.select()}
            className="font-monospace"
          />
        </FormMessage>
      )}
      {result.kind === 'revoked' && (
        <FormMessage trigger={result} variant="success">
          Token {result.name} revoked.
        </FormMessage>
      )}
      {result.kind === 'failed' && (
        <FormMessage trigger={result} variant="danger">
          {result.message}
        </FormMessage>
      )}

      <h2 className="h4 mt-4">Your tokens</h2>
      {loadError ? (
        <FormMessage trigger={loadError} variant="danger">
          Your tokens could not be loaded: {formFailureText(loadError)}
        </FormMessage>
      ) : tokens === null ? (
        <Loading />
      ) : tokens.length === 0 ? (
        <p>You have no API tokens.</p>
      ) : (
        // positioned, so the visually hidden column heading scrolls with the table instead of widening the page
        <div className="table-responsive position-relative" tabIndex={0} role="region" aria-label="API tokens, scrollable">
          <Table size="sm" aria-label="API tokens">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Scopes</th>
                <th scope="col">Expires</th>
                <th scope="col">Last used</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <tr key={token.id}>
                  <td>
                    {token.name}
                    <div className="text-muted small font-monospace">{token.tokenPrefix}…</div>
                  </td>
                  <td className="small">{token.scopes.map(scopeText).join(', ')}</td>
                  <td className="small">{formatDate(token.expiresAt)}</td>
                  <td className="small">{formatDate(token.lastUsedAt)}</td>
                  <td>{token.state === 'ACTIVE' ? 'Active' : token.state === 'EXPIRED' ? 'Expired' : 'Revoked'}</td>
                  <td>
                    {token.state === 'ACTIVE' &&
                      (confirming === token.id ? (
                        <span role="group" aria-label={`Confirm revoking ${token.name}`}>
                          <Button size="sm" variant="danger" className="me-1" onClick={() => void handleRevoke(token)}>
                            Yes, revoke
                          </Button>
                          <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
                            Cancel
                          </Button>
                        </span>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline-danger"
                          onClick={() => setConfirming(token.id)}
                          aria-label={`Revoke ${token.name}`}
                        >
                          Revoke
                        </Button>
                      ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}

      <h2 className="h4 mt-4">New token</h2>
      <Form onSubmit={(event) => void handleCreate(event)} noValidate aria-label="Create an API token" style={{ maxWidth: '36rem' }}>
        <Form.Group className="mb-3" controlId="api-token-name">
          <Form.Label>Name</Form.Label>
          <Form.Control
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. Attendance spreadsheet"
          />
        </Form.Group>
        <Form.Group className="mb-3" controlId="api-token-expiry">
          <Form.Label>Expires after</Form.Label>
          <Form.Select value={expiry} onChange={(event) => setExpiry(Number(event.target.value))}>
            {EXPIRIES.map((days) => (
              <option key={days} value={days}>
                {days} days
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <fieldset className="mb-3">
          <legend className="fs-6">Scopes</legend>
          <p className="small text-body-secondary" id="api-token-scopes-help">
            The same scopes hold on REST and on GraphQL: a GraphQL query needs read on every area it reaches (characters, events,
            registrations, …), a mutation read and write on its area.
          </p>
          {domains.map((domain) => (
            <Form.Group key={domain} className="d-flex align-items-center mb-1" controlId={`api-token-scope-${domain}`}>
              <Form.Label className="mb-0 flex-grow-1">{DOMAIN_LABELS[domain] ?? domain}</Form.Label>
              <Form.Select
                size="sm"
                style={{ maxWidth: '10rem' }}
                value={access[domain] ?? 'none'}
                onChange={(event) => setAccess((current) => ({ ...current, [domain]: event.target.value as Access }))}
              >
                <option value="none">No access</option>
                <option value="read">Read</option>
                <option value="write">Read and write</option>
              </Form.Select>
            </Form.Group>
          ))}
        </fieldset>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Create Token
        </Button>
      </Form>
      <CalendarFeed />
    </>
  );
}

export default ApiTokensPage;
