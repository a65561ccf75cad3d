import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { SITE_CALLS } from './site.calls';
import { privacyStatementInput, SITE_MESSAGES, siteLookInput } from './site.inputs';
import type { PrivacyStatementView, SiteLookView } from './site.service';

const privacyOutput = z.object({ text: z.string(), is_default: z.boolean(), updated_at: z.string().nullable() });
const presentPrivacy = (view: PrivacyStatementView) => ({
  text: view.text,
  is_default: view.isDefault,
  updated_at: view.updatedAt?.toISOString() ?? null,
});
const lookOutput = z.object({
  community_name: z.string().nullable(),
  welcome_text: z.string().nullable(),
  accent_color: z.string().nullable(),
});
const presentLook = (view: SiteLookView) => ({
  community_name: view.communityName,
  welcome_text: view.welcomeText,
  accent_color: view.accentColor,
});

/** The community's own settings: rulebook links, the privacy statement and the site's look. */
export const SITE_ROUTES: RestRoute[] = [
  restRoute({
    definition: SITE_CALLS.siteSettings,
    method: 'GET',
    path: '/site_settings',
    summary: 'The rulebook links home shows: RULEBOOK_LINKS when set, else the rulebooks of the ruleset in force.',
    call: async ({ context, services }) => ({ rulebook_links: await services.site.rulebookLinks(context) }),
    response: z.object({ rulebook_links: z.array(z.object({ label: z.string(), url: z.string(), text: z.string().optional() })) }),
    present: (answer) => answer,
  }),
  restRoute({
    definition: SITE_CALLS.privacyStatement,
    method: 'GET',
    path: '/privacy_statement',
    summary: "The privacy statement (/privacy): the community's text, or the default one while none is written.",
    call: ({ services }) => services.site.privacyStatement(),
    response: privacyOutput,
    present: presentPrivacy,
  }),
  restRoute({
    definition: SITE_CALLS.updatePrivacyStatement,
    method: 'PUT',
    path: '/privacy_statement',
    summary: 'Sets the privacy statement (plain text; "## " starts a heading, "- " a list item); an empty text restores the default.',
    body: privacyStatementInput,
    call: ({ body, context, services }) => services.site.updatePrivacyStatement(context, body),
    response: z.object({ privacy_statement: privacyOutput, message: z.string() }),
    present: (view: PrivacyStatementView) => ({
      privacy_statement: presentPrivacy(view),
      message: view.isDefault ? SITE_MESSAGES.privacyReset : SITE_MESSAGES.privacySaved,
    }),
  }),
  restRoute({
    definition: SITE_CALLS.siteLook,
    method: 'GET',
    path: '/site_look',
    summary: "The community's name, welcome text and accent colour (null: the product's default).",
    call: ({ services }) => services.site.look(),
    response: lookOutput,
    present: presentLook,
  }),
  restRoute({
    definition: SITE_CALLS.updateSiteLook,
    method: 'PATCH',
    path: '/site_look',
    summary:
      'Sets the name, welcome text or accent colour (each given; empty restores the default). An accent under 4.5:1 with white text is refused with its ratio.',
    body: siteLookInput,
    call: ({ body, context, services }) => services.site.updateLook(context, body),
    response: z.object({ site_look: lookOutput, message: z.string() }),
    present: (view: SiteLookView) => ({ site_look: presentLook(view), message: SITE_MESSAGES.lookSaved }),
  }),
];
