import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { AttendanceReviewQuery } from '../../../features/staff-events/staff-events.operations';
import { WaitlistQueueQuery } from '../../../features/staff-events/waitlist-queue.operations';
import { preloader } from '../../preload';

/**
 * The attendance review's data: the review and its waitlist start with the route, beside the
 * signed-in user's query, instead of one after another as the page and then its waitlist render (the
 * waitlist's names are read from the review's answer in the cache). Loaded with the staff chunks (the
 * player's first JavaScript does not carry the staff queries). A user the review refuses sees its
 * answer on the page. The early-answers link answers these same queries (build-plugins/route-pages.mts).
 */
export async function loader(client: ApolloClient, { params }: LoaderFunctionArgs) {
  const { preload, ready } = preloader(client);
  const eventId = params.event_id ?? '';
  const [review, waitlist] = await Promise.all([
    ready(preload(AttendanceReviewQuery, { variables: { eventId } })),
    ready(preload(WaitlistQueueQuery, { variables: { eventId } })),
  ]);
  return { review, waitlist };
}
