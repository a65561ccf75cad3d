import { defineCalls } from '../../calls/call-definition';

/** The calls of shards: who may make each, the API token scope it needs (calls/call-definition.ts). */
export const SHARDS_CALLS = defineCalls({
  myShards: { access: 'signedIn', scope: 'shards:read' },
  buyXpToken: { access: 'signedIn', scope: 'shards:write', idempotent: true },
});
