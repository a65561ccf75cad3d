import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { formatEventDate } from '@larp/rules';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link, useParams } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { buttonFailureText, formFailureText, registrationStateText } from '../../features/events/event-messages';
import { ConfirmDialog } from '../../features/staff/confirm-dialog';
import {
  AcceptOfferMutation,
  DeclineOfferMutation,
  EventPlacesQuery,
  OfferEventQuery,
  OfferQuery,
} from '../../features/events/waitlist.operations';
import { OFFER_TEXT, placeOf } from '../../features/events/waitlist-text';

type Outcome = { kind: 'success' | 'failure'; message: string };

/** What the server's NOT_FOUND entry says, for an answer that is null without one. */
const REGISTRATION_NOT_FOUND = 'Registration not found';

/**
 * /offers/{registration_id}: the page the offer mail links to. Opening it changes
 * nothing; the player accepts the offered place or declines it ("I don't need it"), after a
 * confirmation, with POST .../accept_offer or .../decline_offer through GraphQL.
 */
export function OfferPage() {
  const { registration_id: id = '' } = useParams();
  const offer = useQuery(OfferQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const eventId = offer.data?.eventRegistration?.eventId;
  const event = useQuery(OfferEventQuery, eventId ? { variables: { id: eventId } } : skipToken);
  const refetch = { refetchQueries: [EventPlacesQuery] };
  const [accept, { loading: accepting }] = useMutation(AcceptOfferMutation, refetch);
  const [decline, { loading: declining }] = useMutation(DeclineOfferMutation, refetch);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // a lookup by an unknown id answers null (with its error entry): the page says so as for an error
  if ((offer.error && !offer.data) || offer.data?.eventRegistration === null) {
    return (
      <>
        <PageTitle>Offered place</PageTitle>
        <h1>Offered place</h1>
        <Alert variant="danger">{offer.error ? formFailureText(offer.error) : REGISTRATION_NOT_FOUND}</Alert>
        <Link to="/events">Back to events</Link>
      </>
    );
  }
  if (!offer.data) return <Loading />;
  const registration = offer.data.eventRegistration;
  const title = event.data?.event?.eventTitle;
  // an offer stands while the registration waits with an answer-by time
  const expiresAt = registration.state === 'WAITLISTED' ? registration.offerExpiresAt : null;

  async function answer(kind: 'accept' | 'decline') {
    setConfirming(false);
    try {
      if (kind === 'accept') await accept({ variables: { id } });
      else await decline({ variables: { id } });
      setOutcome({ kind: 'success', message: kind === 'accept' ? OFFER_TEXT.accepted : OFFER_TEXT.declined });
    } catch (error) {
      setOutcome({ kind: 'failure', message: buttonFailureText(error) });
    }
  }

  return (
    <>
      <PageTitle>Offered place</PageTitle>
      <h1>Offered place{title ? `: ${title}` : ''}</h1>
      {expiresAt ? (
        <>
          <p>{OFFER_TEXT.offered(registration.eventRole, formatEventDate(expiresAt))}</p>
          <p>If you do not answer by then, the place passes to the next in line.</p>
          <div className="d-flex flex-wrap gap-2">
            <Button onClick={() => void answer('accept')} disabled={accepting || declining}>
              {accepting ? 'Accepting…' : 'Accept the place'}
            </Button>
            <Button variant="outline-danger" onClick={() => setConfirming(true)} disabled={accepting || declining}>
              {declining ? 'Declining…' : "I don't need it"}
            </Button>
          </div>
        </>
      ) : (
        !outcome && (
          <p>
            {OFFER_TEXT.noOffer} Your registration for {placeOf(registration.eventRole)}: {registrationStateText(registration.state)}.
          </p>
        )
      )}
      {outcome && (
        <FormMessage trigger={outcome} variant={outcome.kind === 'success' ? 'success' : 'danger'}>
          {outcome.message}
        </FormMessage>
      )}
      <p className="mt-3">
        <Link to="/events">Back to events</Link>
      </p>
      <ConfirmDialog
        show={confirming}
        title="Decline the place"
        confirmLabel="Yes, decline"
        busy={declining}
        onConfirm={() => void answer('decline')}
        onCancel={() => setConfirming(false)}
      >
        {OFFER_TEXT.declineConfirm}
      </ConfirmDialog>
    </>
  );
}

export default OfferPage;
