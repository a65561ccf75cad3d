import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { SurveyEventQuery } from '../../features/events/events.operations';
import { preloader } from '../preload';

/** The survey's data (/event/:event_id/survey and its /edit): the event with its questions, the player's attendance and answers. */
export async function loader(client: ApolloClient, { params }: LoaderFunctionArgs) {
  const { preload, ready } = preloader(client);
  return { event: await ready(preload(SurveyEventQuery, { variables: { id: params.event_id ?? '' } })) };
}
