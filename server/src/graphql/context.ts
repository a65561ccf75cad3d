import type { AppServices } from '../app-services';
import type { ErrorLogger } from '../errors';
import type { RequestContext } from '../request-context';
import type { Loaders } from './loaders';

/** The GraphQL context of one request: the same RequestContext the REST bridge uses, plus per-request loaders. */
export interface GraphQLContext {
  request: RequestContext;
  services: AppServices;
  loaders: Loaders;
  /** the app's logger (errors that do not fail the request, e.g. a stored number beyond Int) */
  logger: ErrorLogger;
}
