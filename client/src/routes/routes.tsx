import type { ApolloClient } from '@apollo/client';
import type { ActionFunction, LoaderFunction, RouteObject } from 'react-router';
import { Loading } from '../components/loading';
import { NotFound } from '../components/not-found';
import { requireSignedInUser, SIGNED_IN_ROUTE_ID } from '../features/accounts/session';
import { SignedInLayout } from './app/signed-in-layout';
import { PublicLayout } from './public/public-layout';
import { ErrorPage } from './root/error-page';
import { waitingForStylesheet } from './deferred-stylesheet';
import { loadersInTasksOfTheirOwn, samePageKeepsItsData, type RouteLoader } from './preload';
import type { RouteAction } from './route-action';
import * as account from './account/account.loader';
import * as characterEditor from './character-editor/character-editor.loader';
import * as newCharacter from './characters/new-character.loader';
import * as updateCharacter from './characters/update-character.loader';
import * as editRegistration from './events/edit-registration.loader';
import * as eventRegistration from './events/event-registration.loader';
import * as events from './events/events.loader';
import * as survey from './events/survey.loader';
import * as home from './home/home.loader';
import * as privacy from './public/privacy.loader';

/**
 * A page loaded on first visit: its own chunk, so the initial JavaScript stays the shell (React,
 * the router, Apollo, the layouts) however many screens the app grows. The module's default export
 * is the page component. A page with a form loads its action module beside it (`withAction`), so
 * posting the form waits for no download and, offline, still gets the form's own message.
 */
const page = (load: () => Promise<{ default: React.ComponentType }>, withAction?: () => Promise<unknown>) => async () => {
  const [module] = await Promise.all([load(), withAction?.()]);
  return { Component: module.default };
};

/** A route module's loader (`<page>.loader.ts`), imported with the shell or loaded with its screen. */
type LoaderModule = { loader: RouteLoader } | (() => Promise<{ loader: RouteLoader }>);

/** A route module's action (`<page>.action.ts`), imported with the shell or loaded with its screen. */
type ActionModule = { action: RouteAction } | (() => Promise<{ action: RouteAction }>);

// The public account forms' actions: loaded with their pages (page(..., withAction)), not with the
// shell, whose every visitor would otherwise carry the forms' mutations and messages.
const loginAction = () => import('./public/login.action');
const signupAction = () => import('./public/signup.action');
const forgotPasswordAction = () => import('./public/forgot-password.action');
const resetPasswordAction = () => import('./public/reset-password.action');
const cancelDeletionAction = () => import('./public/cancel-deletion.action');

/**
 * The route table (events §2): public routes, the authenticated group, and the lazy staff group.
 * Each screen that loads data has a route module pair, `<page>.tsx` (the component) and
 * `<page>.loader.ts` (its `loader(client, args)`), wired here the same way by `data`: the router
 * starts the loader beside the page's lazy code. A player screen's loader module is imported with the
 * shell (it holds only operations and light helpers), so its queries leave at once; a staff screen's
 * is loaded with the staff chunks, so the player's first JavaScript does not carry the staff queries.
 * A screen whose form posts to its route has `<page>.action.ts` beside it (its `action(client, args)`),
 * wired the same way by `post`: the page's `<Form method="post">` runs it and reads its result.
 */
export function createRoutes(client: ApolloClient): RouteObject[] {
  const data =
    (module: LoaderModule): LoaderFunction =>
    async (args) =>
      (typeof module === 'function' ? await module() : module).loader(client, args);
  const post =
    (module: ActionModule): ActionFunction =>
    async (args) =>
      (typeof module === 'function' ? await module() : module).action(client, args);
  const table: RouteObject[] = [
    {
      errorElement: <ErrorPage />,
      HydrateFallback: Loading,
      children: [
        {
          Component: PublicLayout,
          children: [
            { path: 'login', action: post(loginAction), lazy: page(() => import('./public/login'), loginAction) },
            { path: 'signup', action: post(signupAction), lazy: page(() => import('./public/signup'), signupAction) },
            {
              path: 'forgot_password',
              action: post(forgotPasswordAction),
              lazy: page(() => import('./public/forgot-password'), forgotPasswordAction),
            },
            {
              path: 'reset_password/:token',
              action: post(resetPasswordAction),
              lazy: page(() => import('./public/reset-password'), resetPasswordAction),
            },
            { path: 'verify/:token', lazy: page(() => import('./public/verify')) },
            { path: 'unsubscribe/:token', lazy: page(() => import('./public/unsubscribe')) },
            {
              path: 'cancel_deletion/:token',
              action: post(cancelDeletionAction),
              lazy: page(() => import('./public/cancel-deletion'), cancelDeletionAction),
            },
            { path: 'privacy', loader: data(privacy), lazy: page(() => import('./public/privacy')) },
          ],
        },
        {
          // The gate: outside the signed-in layout, so it opens with no network on a device
          // that opened it online before (its loader falls back to what the device keeps).
          path: 'staff/manage_events/:event_id/checkin',
          loader: data(() => import('./staff/events/checkin-gate.loader')),
          lazy: page(() => import('./staff/events/checkin-gate')),
        },
        // The installed gate app's start page, and the player's ticket (kept on the phone once opened).
        { path: 'staff/checkin', lazy: page(() => import('./staff/gate-start')) },
        { path: 'ticket/:registration_id', lazy: page(() => import('./events/ticket')) },
        {
          id: SIGNED_IN_ROUTE_ID,
          loader: ({ request }) => requireSignedInUser(client, request),
          Component: SignedInLayout,
          children: [
            { index: true, loader: data(home), lazy: page(() => import('./home/home')) },
            { path: 'account', loader: data(account), lazy: page(() => import('./account/account')) },
            { path: 'account/api-tokens', lazy: page(() => import('./integrations/api-tokens')) },
            { path: 'account/my-data', lazy: page(() => import('./account/my-data')) },
            { path: 'events', loader: data(events), lazy: page(() => import('./events/events')) },
            {
              path: 'character_editor/:character_id',
              loader: data(characterEditor),
              lazy: page(() => import('./character-editor/character-editor')),
            },
            { path: 'new_character', loader: data(newCharacter), lazy: page(() => import('./characters/new-character')) },
            {
              path: 'update_character/:character_id',
              loader: data(updateCharacter),
              lazy: page(() => import('./characters/update-character')),
            },
            {
              path: 'event_registration/:event_id',
              loader: data(eventRegistration),
              lazy: page(() => import('./events/event-registration')),
            },
            {
              path: 'event_registration/:event_registration_id/edit',
              loader: data(editRegistration),
              lazy: page(() => import('./events/edit-registration')),
            },
            { path: 'event/:event_id/survey', loader: data(survey), lazy: page(() => import('./events/survey')) },
            { path: 'event/:event_id/survey/edit', loader: data(survey), lazy: page(() => import('./events/edit-survey')) },
            { path: 'offers/:registration_id', lazy: page(() => import('./events/offer')) },
            {
              path: 'staff',
              lazy: async () => ({ Component: (await import('./staff/staff-area')).StaffLayout }),
              children: [
                { index: true, lazy: async () => ({ Component: (await import('./staff/staff-area')).StaffIndexPage }) },
                {
                  path: 'manage_events',
                  lazy: async () => ({ Component: (await import('./staff/events/manage-events')).ManageEventsPage }),
                },
                { path: 'create_event', lazy: async () => ({ Component: (await import('./staff/events/event-form-page')).EventFormPage }) },
                {
                  path: 'edit_event/:event_id',
                  lazy: async () => ({ Component: (await import('./staff/events/event-form-page')).EventFormPage }),
                },
                {
                  path: 'update_default_registration_questions',
                  lazy: async () => ({
                    Component: (await import('./staff/events/default-questions-page')).DefaultRegistrationQuestionsPage,
                  }),
                },
                {
                  path: 'update_survey_questions',
                  lazy: async () => ({ Component: (await import('./staff/events/default-questions-page')).DefaultSurveyQuestionsPage }),
                },
                {
                  // The one staff route that also admits staff (events §2, §6).
                  path: 'manage_events/:event_id/attendance',
                  handle: { staffMayOpen: true },
                  loader: data(() => import('./staff/events/attendance-review.loader')),
                  lazy: async () => ({ Component: (await import('./staff/events/attendance-review')).AttendanceReviewPage }),
                },
                {
                  path: 'manage_events/:event_id/post_event',
                  lazy: async () => ({ Component: (await import('./staff/events/post-event')).PostEventPage }),
                },
                {
                  path: 'manage_characters',
                  loader: data(() => import('./staff/manage-characters.loader')),
                  // The page keeps its search and order in the address and asks for its own pages as they change.
                  shouldRevalidate: samePageKeepsItsData,
                  lazy: page(() => import('./staff/manage-characters')),
                },
                { path: 'users/:user_id/character_sheet/:character_id', lazy: page(() => import('./staff/character-sheet')) },
                { path: 'initialize_character', lazy: page(() => import('./staff/initialize-character')) },
                { path: 'manage_users', lazy: page(() => import('./staff/manage-users')) },
                { path: 'manage_xp', lazy: page(() => import('./staff/manage-xp')) },
                { path: 'manage_shards', lazy: page(() => import('./staff/manage-shards')) },
                { path: 'manage_deaths', lazy: page(() => import('./staff/manage-deaths')) },
                { path: 'manage_past_event_counts', lazy: page(() => import('./staff/manage-past-event-counts')) },
                { path: 'manage_roles', lazy: page(() => import('./staff/manage-roles')) },
                { path: 'ruleset', lazy: page(() => import('./staff/ruleset')) },
                { path: 'webhooks', lazy: page(() => import('./staff/webhooks')) },
                { path: 'site', lazy: page(() => import('./staff/site-settings')) },
                { path: 'mail_outbox', lazy: page(() => import('./staff/mail-outbox')) },
                { path: 'bank_statements', lazy: page(() => import('./staff/bank-statements')) },
                { path: 'select_character_sheets', lazy: page(() => import('./staff/select-character-sheets')) },
                { path: 'print_character_sheets', lazy: page(() => import('./staff/print-character-sheets')) },
                // Any other staff address: not found.
                { path: '*', Component: NotFound },
              ],
            },
          ],
        },
        {
          // Any other address: the error page's 'Oops!' with '404 Not Found'.
          path: '*',
          loader: () => {
            throw new Response(null, { status: 404, statusText: 'Not Found' });
          },
          Component: NotFound,
        },
      ],
    },
  ];
  // Each loader starts in a task of its own (./preload), and a screen's code loaded after the first
  // screen waits for the whole stylesheet (./deferred-stylesheet).
  return waitingForStylesheet(loadersInTasksOfTheirOwn(table));
}
