import { formatEventDate } from '@larp/rules';
import { lazy, Suspense, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { EventExportLinks } from '../../integrations/export-links';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { Loading } from '../../../components/loading';
import { QUERY_THE_DATA } from '../../../components/navigation-bar';
import { PageTitle } from '../../../components/page-title';
import { usePreloaded } from '../../../components/preloaded';
import { RegistrationsTab } from '../../../features/staff-events/registrations-tab';
import { WaitlistQueue } from '../../../features/staff-events/waitlist-queue';
import type { ReviewEvent } from '../../../features/staff-events/review-types';
import { staffFailureMessage } from '../../../features/staff/staff-form';
import { useSignedInUser } from '../../app/signed-in-layout';
import type { LoaderData } from '../../preload';
import type { loader } from './attendance-review.loader';

/*
 * The tabs other than Registrations (the one the page opens on) load their code when first opened:
 * the page's first screen does not wait for the payments, gate, attendance, survey and message parts.
 */
const PaymentsTab = lazy(async () => ({ default: (await import('../../../features/payments/payments-tab')).PaymentsTab }));
const RegistrationAnswersTab = lazy(async () => ({
  default: (await import('../../../features/staff-events/registration-answers-tab')).RegistrationAnswersTab,
}));
const EventPrepTab = lazy(async () => ({ default: (await import('../../../features/staff-events/event-prep-tab')).EventPrepTab }));
const CheckinTab = lazy(async () => ({ default: (await import('../../../features/staff-events/checkin-tab')).CheckinTab }));
const AttendanceTab = lazy(async () => ({ default: (await import('../../../features/staff-events/attendance-tab')).AttendanceTab }));
const SurveysTab = lazy(async () => ({ default: (await import('../../../features/staff-events/surveys-tab')).SurveysTab }));
/** The Messages tab, started from the text the event form offered (?prepared=changed or cancelled), if any. */
const MessagesTab = lazy(async () => {
  const { MessagesTab: Tab, preparedDraft } = await import('../../../features/staff-events/messages-tab');
  return {
    default: ({ event, prepared }: { event: ReviewEvent; prepared: string | null }) => (
      <Tab event={event} start={preparedDraft(prepared, event)} />
    ),
  };
});

/** A tab's body while its code loads. */
const TabBody = ({ children }: { children: ReactNode }) => <Suspense fallback={<Loading />}>{children}</Suspense>;

/**
 * /staff/manage_events/{event_id}/attendance (events §2): the tabs Registrations,
 * Registration Answers, Event Prep (only before any attendance exists), Attendance, Surveys and, for
 * admins, Messages (to the event's participants).
 * Staff may open it; only admins accept or waitlist.
 */
export function AttendanceReviewPage() {
  const user = useSignedInUser();
  // ?tab=messages&prepared=changed opens the Messages tab with a prepared text (offered by the event form).
  const [search] = useSearchParams();
  // The staff layout admits staff here (route handle staffMayOpen); only admins decide. The route's
  // loader (./attendance-review.loader) asks the server on every visit.
  const preloaded = useLoaderData<LoaderData<typeof loader>>();
  const { data, error } = usePreloaded(preloaded.review);
  if (error && !data) {
    return (
      <>
        <PageTitle>Review Attendance</PageTitle>
        <h1>Review Attendance</h1>
        <Alert variant="danger">{staffFailureMessage(error)}</Alert>
      </>
    );
  }
  if (!data) return <Loading />;
  const event = data.attendanceReview;
  const { can } = user;
  const noAttendanceYet = event.attendanceRecords.length === 0;
  return (
    <>
      <PageTitle>{`Review Attendance: ${event.eventTitle}`}</PageTitle>
      <div className="d-print-none">
        <h1>Review Attendance: {event.eventTitle}</h1>
        <p className="mb-1">
          {formatEventDate(event.eventStartTime)} – {formatEventDate(event.eventEndTime)}
          {event.eventFinalized ? ' · Finalized' : ''}
        </p>
        <p>
          <Link to={can.manageEvents ? '/staff/manage_events' : '/events'}>Back to events</Link>
          {!event.eventFinalized && (
            <>
              {' · '}
              <Link to={`/staff/manage_events/${event.id}/checkin`}>Open the gate (check-in)</Link>
            </>
          )}
          {can.useGraphiql && (
            <>
              {' · '}
              <a href={QUERY_THE_DATA.href}>{QUERY_THE_DATA.label}</a>
            </>
          )}
        </p>
        <EventExportLinks eventId={event.id} />
      </div>
      <WaitlistQueue eventId={event.id} queue={preloaded.waitlist} canDecide={can.reviewRegistrations && !event.eventFinalized} />
      <Tabs
        defaultActiveKey={
          search.get('tab') === 'messages' && can.sendMessages
            ? 'messages'
            : search.get('tab') === 'payments'
              ? 'payments'
              : 'registrations'
        }
        id="attendance-review-tabs"
        className="mb-3 d-print-none"
        mountOnEnter
      >
        <Tab eventKey="registrations" title="Registrations">
          <RegistrationsTab event={event} canDecide={can.reviewRegistrations} />
        </Tab>
        <Tab eventKey="payments" title="Payments">
          <TabBody>
            <PaymentsTab event={event} isAdmin={can.manageEvents} />
          </TabBody>
        </Tab>
        <Tab eventKey="answers" title="Registration Answers">
          <TabBody>
            <RegistrationAnswersTab event={event} />
          </TabBody>
        </Tab>
        {noAttendanceYet && (
          <Tab eventKey="prep" title="Event Prep">
            <TabBody>
              <EventPrepTab event={event} />
            </TabBody>
          </Tab>
        )}
        <Tab eventKey="checkin" title="Check-in">
          <TabBody>
            <CheckinTab event={event} canDecide={can.decideCheckins} />
          </TabBody>
        </Tab>
        <Tab eventKey="attendance" title="Attendance">
          <TabBody>
            <AttendanceTab event={event} />
          </TabBody>
        </Tab>
        <Tab eventKey="surveys" title="Surveys">
          <TabBody>
            <SurveysTab event={event} />
          </TabBody>
        </Tab>
        {can.sendMessages && (
          <Tab eventKey="messages" title="Messages">
            <TabBody>
              <MessagesTab event={event} prepared={search.get('prepared')} />
            </TabBody>
          </Tab>
        )}
      </Tabs>
    </>
  );
}
