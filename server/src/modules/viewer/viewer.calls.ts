import { defineCall, defineCalls } from '../../calls/call-definition';
import { viewerOf } from './viewer.abilities';

/** The calls of viewer: who may make each, its token scope, summary and service call (calls/call-definition.ts). */
export const VIEWER_CALLS = defineCalls({
  viewer: defineCall({
    access: 'public',
    scope: 'account:read',
    summary: 'Whether the caller is signed in and what they may do (show or hide actions by these, not by roles).',
    run: ({ context }) => viewerOf(context.user),
  }),
});
