import { defineCalls } from '../../calls/call-definition';

/** The calls of viewer: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const VIEWER_CALLS = defineCalls({
  viewer: { access: 'public', scope: 'account:read' },
});
