import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useLocation, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { loginPath } from '../../features/accounts/session';
import { fetchTicket, GateApiError } from '../../features/checkin/gate-api';
import { enableOfflineApp } from '../../features/checkin/offline-app';
import { RegistrationPayment } from '../../features/payments/registration-payment';
import { forgetCachedTicket, readCachedTicket, saveCachedTicket, type CachedTicket } from '../../features/checkin/ticket-cache';

/** What the event card passes along (the ticket call answers only payload and code). */
export interface TicketLinkState {
  eventTitle: string;
  registrationText: string;
}

export const TICKET_TEXT = {
  offlineCopy: 'Offline: this is the copy kept on this device.',
  notOpenedYet: 'This ticket has not been opened on this device yet. Open it once with the network; it then stays available offline.',
  loading: 'Loading your ticket…',
} as const;

/**
 * /ticket/{registration_id}: the ticket of an accepted registration, a QR code of the
 * signed payload with the short code beside it; kept on the phone once opened, printable on one page.
 */
export default function TicketPage() {
  const { registration_id: registrationId = '' } = useParams();
  const linkState = useLocation().state as TicketLinkState | null;
  const [ticket, setTicket] = useState<CachedTicket | null>(() => readCachedTicket(registrationId));
  // the QR image drawn for a payload; shown only while that payload is the ticket's
  const [drawn, setDrawn] = useState<{ payload: string; image: string } | null>(null);
  const [status, setStatus] = useState<'loading' | 'fresh' | 'offline' | 'failed'>('loading');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    enableOfflineApp({ manifest: false });
    let cancelled = false;
    fetchTicket((url, init) => fetch(url, init), registrationId).then(
      (answer) => {
        if (cancelled) return;
        const cached = readCachedTicket(registrationId);
        const fresh: CachedTicket = {
          registrationId,
          payload: answer.payload,
          code: answer.code,
          eventTitle: answer.event_title || (linkState?.eventTitle ?? cached?.eventTitle ?? ''),
          registrationText: linkState?.registrationText ?? cached?.registrationText ?? '',
          playerName: answer.player_name,
          characterName: answer.character_name,
          savedAt: new Date().toISOString(),
        };
        saveCachedTicket(fresh);
        setTicket(fresh);
        setStatus('fresh');
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof GateApiError && error.offline) {
          setStatus('offline');
          return;
        }
        if (error instanceof GateApiError && error.status === 401) {
          if (readCachedTicket(registrationId)) {
            setStatus('offline');
            return;
          }
          window.location.assign(loginPath(window.location));
          return;
        }
        // Refused (cancelled, not accepted, not yours): the kept copy is no good any more.
        forgetCachedTicket(registrationId);
        setTicket(null);
        setFailure(error instanceof Error ? error.message : String(error));
        setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [registrationId, linkState]);

  useEffect(() => {
    if (!ticket) return;
    const { payload } = ticket;
    void QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 480 }).then((image) => setDrawn({ payload, image }));
  }, [ticket]);
  const qr = ticket && drawn?.payload === ticket.payload ? drawn.image : null;

  const title = ticket?.eventTitle ? `Ticket: ${ticket.eventTitle}` : 'Ticket';
  return (
    <main className="container py-3 ticket-page" id="main">
      <PageTitle>{title}</PageTitle>
      <p className="d-print-none">
        <Link to="/events">Back to events</Link>
      </p>
      <h1 className="h3">{title}</h1>
      {ticket && (ticket.playerName || ticket.registrationText) && (
        <dl className="ticket-names fs-5 mb-3">
          {ticket.playerName && (
            <>
              <dt>Player</dt>
              <dd>{ticket.playerName}</dd>
            </>
          )}
          {ticket.playerName !== undefined ? (
            <>
              <dt>Character</dt>
              <dd>{ticket.characterName ?? 'No character'}</dd>
            </>
          ) : null}
          {ticket.registrationText && (
            <>
              <dt>Registered as</dt>
              <dd>{ticket.registrationText}</dd>
            </>
          )}
        </dl>
      )}
      {status === 'loading' && !ticket && (
        <p role="status">
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          {TICKET_TEXT.loading}
        </p>
      )}
      {status === 'offline' && ticket && (
        <Alert variant="info" className="d-print-none" role="status">
          {TICKET_TEXT.offlineCopy}
        </Alert>
      )}
      {status === 'offline' && !ticket && (
        <Alert variant="warning" role="alert">
          {TICKET_TEXT.notOpenedYet}
        </Alert>
      )}
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {ticket && (
        <div className="ticket-sheet d-flex flex-wrap align-items-center gap-4">
          {qr ? <img src={qr} alt="Ticket QR code" className="ticket-qr" width={320} height={320} /> : <div className="ticket-qr" />}
          <div>
            <p className="mb-1">Code</p>
            <p className="ticket-code" aria-label={`Code ${ticket.code.split('').join(' ')}`}>
              {ticket.code}
            </p>
            <p className="small mb-0">Show the QR code at the gate, or tell the staff this code.</p>
          </div>
        </div>
      )}
      {ticket && <RegistrationPayment registrationId={registrationId} />}
      {ticket && (
        <Button variant="outline-primary" className="mt-3 d-print-none" onClick={() => window.print()}>
          Print ticket
        </Button>
      )}
    </main>
  );
}
