import { defineCalls } from '../../calls/call-definition';

/** The calls of site: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const SITE_CALLS = defineCalls({
  siteSettings: { access: 'signedIn', scope: 'account:read' },
});
