import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { EventRegistrationQuery, RegistrationChoicesQuery, RegistrationEventQuery } from '../../features/events/events.operations';
import { preloader } from '../preload';

/**
 * /event_registration/:event_registration_id/edit's data: the registration as the server has it now,
 * the player's choices, and the registration's event, whose query follows the registration's answer
 * (none when the registration could not be had: the page shows that failure).
 */
export async function loader(client: ApolloClient, { params }: LoaderFunctionArgs) {
  const { preload, ready } = preloader(client);
  const [registration, choices] = await Promise.all([
    ready(preload(EventRegistrationQuery, { variables: { id: params.event_registration_id ?? '' }, wait: 'fresh' })),
    ready(preload(RegistrationChoicesQuery)),
  ]);
  const eventId = client.readQuery({ query: EventRegistrationQuery, variables: { id: params.event_registration_id ?? '' } })
    ?.eventRegistration?.eventId;
  const event = eventId ? await ready(preload(RegistrationEventQuery, { variables: { id: eventId } })) : null;
  return { registration, choices, event };
}
