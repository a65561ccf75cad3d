import { PRIVACY_CALLS } from './privacy.calls';
import { z } from 'zod';
import type { User } from '../../db/entities/user.entity';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { messageOutput, presentUser, userOutput } from '../accounts/user.presenter';
import { deletionOutput, presentDeletion, presentSession, sessionOutput } from './privacy.presenter';
import type { ProfileResult } from './privacy.service';

const message = (text: string) => ({ message: text });
const profileOutput = z.object({ user: userOutput.extend({ pending_email: z.string().nullable() }), message: z.string() });
/**
 * The personal data export: one section per kind of data (account, characters, registrations, ...),
 * each a list of rows (the account an object), as personal-data.ts presents them. Its sections and
 * columns follow the erasure rules' tables, so they are kept open here.
 */
const personalDataExportOutput = z
  .object({ format: z.literal('larp-personal-data'), version: z.number().int(), exported_at: z.string() })
  .catchall(z.union([z.array(z.record(z.string(), z.unknown())), z.record(z.string(), z.unknown())]));
const presentProfile = (result: ProfileResult) => ({
  user: { ...presentUser(result.user), pending_email: result.user.pendingEmail },
  message: result.message,
});

/** The privacy calls (the readable export, /user/export.html, is a plain route in privacy.http.ts). */
export const PRIVACY_ROUTES: RestRoute[] = [
  restRoute({
    definition: PRIVACY_CALLS.myDataExport,
    method: 'GET',
    path: '/user/export',
    response: personalDataExportOutput,
    present: (document) => document,
  }),
  restRoute({
    definition: PRIVACY_CALLS.updateProfile,
    method: 'PATCH',
    path: '/user/profile',
    response: profileOutput,
    present: presentProfile,
  }),
  restRoute({
    definition: PRIVACY_CALLS.confirmEmail,
    method: 'POST',
    path: '/user/confirm_email',
    response: profileOutput,
    present: presentProfile,
  }),
  restRoute({
    definition: PRIVACY_CALLS.mySessions,
    method: 'GET',
    path: '/user/sessions',
    response: z.array(sessionOutput),
    present: (sessions) => sessions.map(presentSession),
  }),
  restRoute({
    definition: PRIVACY_CALLS.endSession,
    method: 'DELETE',
    path: '/user/sessions/:id',
    response: messageOutput,
    present: message,
  }),
  restRoute({
    definition: PRIVACY_CALLS.accountDeletion,
    method: 'GET',
    path: '/user/deletion',
    response: deletionOutput,
    present: presentDeletion,
  }),
  restRoute({
    definition: PRIVACY_CALLS.requestAccountDeletion,
    method: 'POST',
    path: '/user/deletion',
    response: deletionOutput,
    present: presentDeletion,
  }),
  restRoute({
    definition: PRIVACY_CALLS.cancelAccountDeletion,
    method: 'DELETE',
    path: '/user/deletion',
    response: messageOutput,
    present: message,
  }),
  restRoute({
    definition: PRIVACY_CALLS.cancelAccountDeletionByLink,
    method: 'POST',
    path: '/user/deletion/cancel/:token',
    response: messageOutput,
    present: message,
  }),
  restRoute({
    definition: PRIVACY_CALLS.eraseUser,
    method: 'DELETE',
    path: '/users/:user_id',
    response: messageOutput,
    present: message,
  }),
];

export type { User };
