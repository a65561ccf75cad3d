import type { ApolloClient } from '@apollo/client';
import { PrivacyStatementQuery } from '../../features/site/privacy.operations';
import { preloader } from '../preload';

/** /privacy's data: the statement comes with the page, so its text does not push the links and footer down after the first paint. */
export async function loader(client: ApolloClient) {
  const { preload, ready } = preloader(client);
  return { statement: await ready(preload(PrivacyStatementQuery)) };
}
