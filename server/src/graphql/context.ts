import type { AppServices } from '../app-services';
import type { RequestContext } from '../request-context';
import type { Loaders } from './loaders';

/** The GraphQL context of one request: the same RequestContext the REST bridge uses, plus per-request loaders. */
export interface GraphQLContext {
  request: RequestContext;
  services: AppServices;
  loaders: Loaders;
}
