import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { formatEventDate } from '@larp/rules';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { FormMessage } from '../../components/form-message';
import { LeaveGuard } from '../../components/leave-guard';
import { DialogFooter } from '../staff/dialog-footer';
import type { PreviewParticipantMessageQuery } from '../../graphql/generated/graphql';
import { staffFailureMessage } from '../staff/staff-form';
import {
  ParticipantMessagesQuery,
  PreviewParticipantMessageQuery as PreviewQuery,
  SendParticipantMessageMutation,
} from './messages.operations';
import { personName, type ReviewEvent } from './review-types';

export type Audience = 'registered' | 'accepted' | 'waitlisted' | 'unreviewed' | 'attendees' | 'role' | 'picked' | 'consenting';

const AUDIENCES: Array<[Audience, string]> = [
  ['registered', 'Everyone registered (not cancelled)'],
  ['accepted', 'Accepted registrations'],
  ['waitlisted', 'Waitlisted registrations'],
  ['unreviewed', 'Unreviewed registrations'],
  ['attendees', 'Attendees (checked in or recorded)'],
  ['role', 'Registrations of one role'],
  ['picked', 'Registrations I pick'],
  ['consenting', 'All players who gave email consent'],
];
const audienceText = (audience: string, role: string | null | undefined) =>
  audience === 'role' ? `${(role ?? '').toUpperCase()} registrations` : (AUDIENCES.find(([value]) => value === audience)?.[1] ?? audience);

/** A prepared message: what the messages tab starts with when the event's page offers one. */
export interface MessageDraftStart {
  audience: Audience;
  subject: string;
  body: string;
}

/**
 * The prepared texts the event form offers: after its dates or address changed ('changed'), or
 * before a published event is deleted ('cancelled'). Anything else: no prepared text.
 */
export function preparedDraft(
  kind: string | null,
  event: Pick<ReviewEvent, 'eventTitle' | 'eventStartTime' | 'eventEndTime'> & { eventAddress?: string | null },
): MessageDraftStart | null {
  const when = `${formatEventDate(event.eventStartTime)} – ${formatEventDate(event.eventEndTime)}`;
  if (kind === 'changed') {
    return {
      audience: 'registered',
      subject: 'The dates or place have changed',
      body: `${event.eventTitle} has changed: it now runs ${when}${event.eventAddress ? ` at ${event.eventAddress}` : ''}. Please check the event page for the details. If you can no longer come, please cancel your registration so that your place goes to the next in line.`,
    };
  }
  if (kind === 'cancelled') {
    return {
      audience: 'registered',
      subject: 'The event is cancelled',
      body: `We are sorry: ${event.eventTitle} (${when}) is cancelled, and its registrations are withdrawn.`,
    };
  }
  return null;
}

/** A key of its own for each draft: sending the same draft twice (a second click, a retry) sends it once. */
function newSendKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `draft-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

type Preview = PreviewParticipantMessageQuery['previewParticipantMessage'];

/**
 * The Messages tab: an admin writes to an audience of this event (or to every player who gave email
 * consent), sees who gets it and the mail the first of them reads, confirms and sends; every
 * recipient's mail goes through the outbox. Below, the event's messages with their delivery counts.
 */
export function MessagesTab({ event, start }: { event: ReviewEvent; start?: MessageDraftStart | null }) {
  const client = useApolloClient();
  const ids = { audience: useId(), role: useId(), subject: useId(), body: useId(), title: useId() };
  const [audience, setAudience] = useState<Audience>(start?.audience ?? 'accepted');
  const [role, setRole] = useState('pc');
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [subject, setSubject] = useState(start?.subject ?? '');
  const [body, setBody] = useState(start?.body ?? '');
  const [sendKey, setSendKey] = useState(newSendKey);
  const [preview, setPreview] = useState<{ draft: string; result: Preview } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ variant: 'success' | 'danger'; message: string } | null>(null);
  const history = useQuery(ParticipantMessagesQuery, { variables: { eventId: audience === 'consenting' ? null : event.id } });
  const [send, { loading: sending }] = useMutation(SendParticipantMessageMutation);
  // Written and not sent: what differs from the prepared text (or the empty form after a send).
  const [baseline, setBaseline] = useState({ subject: start?.subject ?? '', body: start?.body ?? '' });
  const unsent = subject !== baseline.subject || body !== baseline.body;

  const input = {
    eventId: audience === 'consenting' ? null : event.id,
    audience,
    eventRole: audience === 'role' ? role : null,
    registrationIds: audience === 'picked' ? [...picked] : null,
    subject,
    body,
  };
  const draft = JSON.stringify(input);
  const current = preview?.draft === draft ? preview.result : null;
  const live = event.eventRegistrations.filter((r) => r.state !== 'CANCELLED');
  const roles = [...new Set(['pc', 'npc', ...live.map((r) => r.eventRole)])];

  async function runPreview() {
    setOutcome(null);
    if (subject.trim() === '' || body.trim() === '') {
      setOutcome({ variant: 'danger', message: subject.trim() === '' ? 'Please write a subject' : 'Please write the message' });
      return;
    }
    setPreviewing(true);
    try {
      const answer = await client.query({ query: PreviewQuery, variables: { input }, fetchPolicy: 'network-only' });
      if (answer.data) setPreview({ draft, result: answer.data.previewParticipantMessage });
    } catch (error) {
      setOutcome({ variant: 'danger', message: staffFailureMessage(error) });
    } finally {
      setPreviewing(false);
    }
  }

  async function runSend() {
    try {
      const answer = await send({
        variables: { input, sendKey },
        refetchQueries: [{ query: ParticipantMessagesQuery, variables: { eventId: input.eventId } }],
      });
      const sent = answer.data?.sendParticipantMessage;
      setConfirming(false);
      setSendKey(newSendKey());
      setPreview(null);
      setSubject('');
      setBody('');
      setBaseline({ subject: '', body: '' });
      setOutcome({ variant: 'success', message: `Message sent to ${sent?.recipientCount ?? 0} people; the mails go out now.` });
    } catch (error) {
      setConfirming(false);
      // The draft stays as written, under the same key: sending it again cannot send it twice.
      setOutcome({ variant: 'danger', message: staffFailureMessage(error) });
    }
  }

  const count = current?.recipientCount ?? 0;
  const sendBlocked = !current ? 'Preview the message first to see who gets it.' : count === 0 ? 'Nobody is in this audience.' : null;
  const messages = history.data?.participantMessages ?? [];

  return (
    <>
      <LeaveGuard dirty={unsent && !sending} />
      <h2 className="h4">Write to participants</h2>
      <Form
        noValidate
        onSubmit={(submit) => {
          submit.preventDefault();
          void runPreview();
        }}
      >
        <Row className="g-2">
          <Form.Group as={Col} xs={12} md={6} controlId={ids.audience}>
            <Form.Label>To</Form.Label>
            <Form.Select value={audience} onChange={(change) => setAudience(change.target.value as Audience)}>
              {AUDIENCES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {audience === 'role' && (
            <Form.Group as={Col} xs={12} md={3} controlId={ids.role}>
              <Form.Label>Role</Form.Label>
              <Form.Select value={role} onChange={(change) => setRole(change.target.value)}>
                {roles.map((code) => (
                  <option key={code} value={code}>
                    {code.toUpperCase()}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
        </Row>
        {audience === 'picked' && (
          <fieldset className="mt-2 border rounded p-2" style={{ maxHeight: '14rem', overflowY: 'auto' }}>
            <legend className="fs-6">Registrations ({picked.size} picked)</legend>
            {live.map((r) => (
              <Form.Check
                key={r.id}
                id={`pick-${r.id}`}
                type="checkbox"
                label={`${personName(r.user)} (${r.eventRole.toUpperCase()}, ${r.state ?? 'unreviewed'})`}
                checked={picked.has(r.id)}
                onChange={(change) => {
                  const next = new Set(picked);
                  if (change.target.checked) next.add(r.id);
                  else next.delete(r.id);
                  setPicked(next);
                }}
              />
            ))}
          </fieldset>
        )}
        <Form.Group controlId={ids.subject} className="mt-2">
          <Form.Label>Subject</Form.Label>
          <Form.Control value={subject} maxLength={200} onChange={(change) => setSubject(change.target.value)} />
        </Form.Group>
        <Form.Group controlId={ids.body} className="mt-2">
          <Form.Label>Message</Form.Label>
          <Form.Control as="textarea" rows={6} value={body} maxLength={10000} onChange={(change) => setBody(change.target.value)} />
        </Form.Group>
        <div className="d-flex flex-wrap gap-2 mt-2 align-items-center">
          <Button type="submit" variant="outline-primary" disabled={previewing || sending}>
            {previewing && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Preview
          </Button>
          <Button variant="primary" disabled={sendBlocked !== null || sending} onClick={() => setConfirming(true)}>
            Send to {count} {count === 1 ? 'person' : 'people'}
          </Button>
          {sendBlocked && <span className="small text-body-secondary">{sendBlocked}</span>}
        </div>
      </Form>
      {outcome && (
        <FormMessage variant={outcome.variant} trigger={outcome}>
          {outcome.message}
        </FormMessage>
      )}
      {current && (
        <section className="mt-3" aria-label="Preview">
          <p className="mb-1">
            <strong>{current.recipientCount}</strong> {current.recipientCount === 1 ? 'person gets' : 'people get'} this message
            {current.recipients.length > 0 &&
              `: ${current.recipients.map((r) => personName(r)).join(', ')}${current.recipientCount > current.recipients.length ? ', …' : ''}`}
          </p>
          {current.mail && (
            <div className="border rounded p-2 bg-body-tertiary">
              <div className="small">To: {current.mail.to}</div>
              <div className="small fw-bold">Subject: {current.mail.subject}</div>
              <pre className="mb-0 mt-2" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
                {current.mail.text}
              </pre>
            </div>
          )}
        </section>
      )}
      <h2 className="h4 mt-4">{audience === 'consenting' ? 'Messages to all consenting players' : 'Messages sent for this event'}</h2>
      {history.loading && !history.data ? (
        <p role="status">
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          Loading messages...
        </p>
      ) : messages.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        // Focusable, so that a keyboard can scroll it sideways on a phone.
        <div className="table-responsive" role="region" aria-label="Messages sent table" tabIndex={0}>
          <Table size="sm" striped>
            <caption className="visually-hidden">Messages sent</caption>
            <thead>
              <tr>
                <th scope="col">Sent</th>
                <th scope="col">Subject</th>
                <th scope="col">To</th>
                <th scope="col">By</th>
                <th scope="col">Delivered</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((m) => (
                <tr key={m.id}>
                  <td>{formatEventDate(m.sentAt)}</td>
                  <th scope="row">{m.subject}</th>
                  <td>
                    {audienceText(m.audience, m.eventRole)} ({m.recipientCount})
                  </td>
                  <td>{m.sentByName ?? '—'}</td>
                  <td>
                    {m.delivered} of {m.recipientCount}
                    {m.waiting > 0 && `, ${m.waiting} waiting`}
                    {m.failed > 0 && `, ${m.failed} failed`}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      <Modal show={confirming} onHide={sending ? () => undefined : () => setConfirming(false)} aria-labelledby={ids.title}>
        <Modal.Header closeButton={!sending} closeLabel="Cancel">
          <Modal.Title id={ids.title} as="h2" className="h5">
            Send this message?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          &ldquo;{subject}&rdquo; goes to {count} {count === 1 ? 'person' : 'people'} ({audienceText(audience, role).toLowerCase()}). It
          cannot be called back.
        </Modal.Body>
        <DialogFooter label="Send" busy={sending} onCancel={() => setConfirming(false)} onConfirm={() => void runSend()} />
      </Modal>
    </>
  );
}
