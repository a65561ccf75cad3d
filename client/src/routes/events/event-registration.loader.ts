import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { RegistrationChoicesQuery, RegistrationEventQuery } from '../../features/events/events.operations';
import { preloader } from '../preload';

/** /event_registration/:event_id's data: the event and the player's choices (characters, roles). */
export async function loader(client: ApolloClient, { params }: LoaderFunctionArgs) {
  const { preload, ready } = preloader(client);
  const [event, choices] = await Promise.all([
    ready(preload(RegistrationEventQuery, { variables: { id: params.event_id ?? '' } })),
    ready(preload(RegistrationChoicesQuery)),
  ]);
  return { event, choices };
}
