import { ACCOUNT_ROUTES } from '../modules/accounts/accounts.routes';
import type { RestRoute } from './route-table';

/** Every /api/v1 route. A later area adds its table here: one line. */
export const REST_ROUTES: RestRoute[] = [...ACCOUNT_ROUTES];
