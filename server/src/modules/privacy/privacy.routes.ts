import type { User } from '../../db/entities/user.entity';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { presentUser } from '../accounts/user.presenter';
import { cancelDeletionParams, confirmEmailInput, requestDeletionInput, sessionParams, updateProfileInput, userIdParams } from './privacy.inputs';
import { presentDeletion, presentSession } from './privacy.presenter';
import type { ProfileResult } from './privacy.service';

const message = (text: string) => ({ message: text });
const presentProfile = (result: ProfileResult) => ({ user: { ...presentUser(result.user), pending_email: result.user.pendingEmail }, message: result.message });

/** The privacy calls of issue 22 (the readable export, /user/export.html, is a plain route in privacy.http.ts). */
export const PRIVACY_ROUTES: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/user/export',
    call: ({ context, services }) => services.privacy.exportData(context),
    present: (document) => document,
  }),
  restRoute({
    method: 'PATCH',
    path: '/user/profile',
    body: updateProfileInput,
    call: ({ body, context, services }) => services.privacy.updateProfile(context, body),
    present: presentProfile,
  }),
  restRoute({
    method: 'POST',
    path: '/user/confirm_email',
    access: 'public',
    body: confirmEmailInput,
    call: ({ body, context, services }) => services.privacy.confirmEmail(context, body),
    present: presentProfile,
  }),
  restRoute({
    method: 'GET',
    path: '/user/sessions',
    call: ({ context, services }) => services.privacy.listSessions(context),
    present: (sessions) => sessions.map(presentSession),
  }),
  restRoute({
    method: 'DELETE',
    path: '/user/sessions/:id',
    params: sessionParams,
    call: ({ params, context, services }) => services.privacy.endSession(context, params.id),
    present: message,
  }),
  restRoute({
    method: 'GET',
    path: '/user/deletion',
    call: ({ context, services }) => services.privacy.deletionState(context),
    present: presentDeletion,
  }),
  restRoute({
    method: 'POST',
    path: '/user/deletion',
    body: requestDeletionInput,
    call: ({ body, context, services }) => services.privacy.requestDeletion(context, body),
    present: presentDeletion,
  }),
  restRoute({
    method: 'DELETE',
    path: '/user/deletion',
    call: ({ context, services }) => services.privacy.cancelDeletion(context),
    present: message,
  }),
  restRoute({
    method: 'POST',
    path: '/user/deletion/cancel/:token',
    access: 'public',
    params: cancelDeletionParams,
    call: ({ params, context, services }) => services.privacy.cancelDeletionByLink(context, params.token),
    present: message,
  }),
  restRoute({
    method: 'DELETE',
    path: '/users/:user_id',
    access: 'admin',
    params: userIdParams,
    call: ({ params, context, services }) => services.privacy.eraseUser(context, params.user_id),
    present: message,
  }),
];

export type { User };
