import { PRIVACY_CALLS } from './privacy.calls';
import { z } from 'zod';
import type { User } from '../../db/entities/user.entity';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { messageOutput, presentUser, userOutput } from '../accounts/user.presenter';
import {
  cancelDeletionParams,
  confirmEmailInput,
  requestDeletionInput,
  sessionParams,
  updateProfileInput,
  userIdParams,
} from './privacy.inputs';
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
    summary: 'All your personal data, as JSON.',
    path: '/user/export',
    call: ({ context, services }) => services.privacy.exportData(context),
    response: personalDataExportOutput,
    present: (document) => document,
  }),
  restRoute({
    definition: PRIVACY_CALLS.updateProfile,
    method: 'PATCH',
    summary: 'Changes your names, email consent or email address (a new address is confirmed by mail).',
    path: '/user/profile',
    body: updateProfileInput,
    call: ({ body, context, services }) => services.privacy.updateProfile(context, body),
    response: profileOutput,
    present: presentProfile,
  }),
  restRoute({
    definition: PRIVACY_CALLS.confirmEmail,
    method: 'POST',
    summary: 'Confirms a new email address with the mailed token.',
    path: '/user/confirm_email',
    body: confirmEmailInput,
    call: ({ body, context, services }) => services.privacy.confirmEmail(context, body),
    response: profileOutput,
    present: presentProfile,
  }),
  restRoute({
    definition: PRIVACY_CALLS.mySessions,
    method: 'GET',
    summary: 'Your signed-in sessions (browsers).',
    path: '/user/sessions',
    call: ({ context, services }) => services.privacy.listSessions(context),
    response: z.array(sessionOutput),
    present: (sessions) => sessions.map(presentSession),
  }),
  restRoute({
    definition: PRIVACY_CALLS.endSession,
    method: 'DELETE',
    summary: 'Ends one of your sessions.',
    path: '/user/sessions/:id',
    params: sessionParams,
    call: ({ params, context, services }) => services.privacy.endSession(context, params.id),
    response: messageOutput,
    present: message,
  }),
  restRoute({
    definition: PRIVACY_CALLS.accountDeletion,
    method: 'GET',
    summary: 'Whether your account is scheduled for deletion, and when.',
    path: '/user/deletion',
    call: ({ context, services }) => services.privacy.deletionState(context),
    response: deletionOutput,
    present: presentDeletion,
  }),
  restRoute({
    definition: PRIVACY_CALLS.requestAccountDeletion,
    method: 'POST',
    summary: 'Schedules the deletion of your account (your password is required).',
    path: '/user/deletion',
    body: requestDeletionInput,
    call: ({ body, context, services }) => services.privacy.requestDeletion(context, body),
    response: deletionOutput,
    present: presentDeletion,
  }),
  restRoute({
    definition: PRIVACY_CALLS.cancelAccountDeletion,
    method: 'DELETE',
    summary: 'Cancels the scheduled deletion of your account.',
    path: '/user/deletion',
    call: ({ context, services }) => services.privacy.cancelDeletion(context),
    response: messageOutput,
    present: message,
  }),
  restRoute({
    definition: PRIVACY_CALLS.cancelAccountDeletionByLink,
    method: 'POST',
    summary: 'Cancels a scheduled account deletion with the mailed link.',
    path: '/user/deletion/cancel/:token',
    params: cancelDeletionParams,
    call: ({ params, context, services }) => services.privacy.cancelDeletionByLink(context, params.token),
    response: messageOutput,
    present: message,
  }),
  restRoute({
    definition: PRIVACY_CALLS.eraseUser,
    method: 'DELETE',
    summary: "Erases a user's personal data at once (admins).",
    path: '/users/:user_id',
    params: userIdParams,
    call: ({ params, context, services }) => services.privacy.eraseUser(context, params.user_id),
    response: messageOutput,
    present: message,
  }),
];

export type { User };
