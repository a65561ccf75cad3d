import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { AttendanceReviewQuery } from '../../../features/staff-events/staff-events.operations';
import { WaitlistQueueQuery } from '../../../features/staff-events/waitlist-queue.operations';
import { preload } from '../../preload';

/**
 * The attendance review's route loader: the review and its waitlist start with the route,
 * beside the signed-in user's query, instead of one after another as the page and then its waitlist
 * render (the waitlist's names are read from the review's answer in the cache). A module of its own,
 * loaded with the staff chunks (the player's first JavaScript does not carry the staff queries). A
 * user the review refuses gets its answer from the page's own query.
 */
export function attendanceLoader(client: ApolloClient, { params }: LoaderFunctionArgs): Promise<null> {
  const eventId = params.event_id ?? '';
  return preload(client, [
    { query: AttendanceReviewQuery, variables: { eventId } },
    { query: WaitlistQueueQuery, variables: { eventId } },
  ]);
}
