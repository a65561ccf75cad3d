import { defineCall, defineCalls } from '../../calls/call-definition';
import { spendShardsInput } from './shards.inputs';

/** The calls of shards: who may make each, its token scope, contracts, summary and service call (calls/call-definition.ts). */
export const SHARDS_CALLS = defineCalls({
  myShards: defineCall({
    access: 'signedIn',
    scope: 'shards:read',
    summary: 'Your shard balance and whether you bought an XP token since the last event.',
    run: ({ context, services }) => services.shards.balance(context),
  }),
  buyXpToken: defineCall({
    access: 'signedIn',
    scope: 'shards:write',
    idempotent: true,
    input: spendShardsInput,
    summary: 'Spends 3 shards on an XP token for one of your characters.',
    run: ({ context, services }, command) => services.shards.spend(context, command),
  }),
});
