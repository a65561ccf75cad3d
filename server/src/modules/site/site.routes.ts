import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { SITE_CALLS } from './site.calls';
import { SITE_MESSAGES } from './site.inputs';
import type { RulebookLink } from '@larp/rules';
import type { PrivacyStatementView, SiteLookView } from './site.service';

const privacyOutput = z.object({ text: z.string(), is_default: z.boolean(), updated_at: z.string().nullable() });
const presentPrivacy = (view: PrivacyStatementView) => ({
  text: view.text,
  is_default: view.isDefault,
  updated_at: view.updatedAt?.toISOString() ?? null,
});
export const lookOutput = z.object({
  community_name: z.string().nullable(),
  welcome_text: z.string().nullable(),
  accent_color: z.string().nullable(),
  logo_url: z.string().nullable(),
});
export const presentLook = (view: SiteLookView) => ({
  community_name: view.communityName,
  welcome_text: view.welcomeText,
  accent_color: view.accentColor,
  logo_url: view.logoUrl,
});

/** The community's own settings: rulebook links, the privacy statement and the site's look. */
export const SITE_ROUTES: RestRoute[] = [
  restRoute({
    definition: SITE_CALLS.siteSettings,
    method: 'GET',
    path: '/site_settings',
    response: z.object({ rulebook_links: z.array(z.object({ label: z.string(), url: z.string(), text: z.string().optional() })) }),
    present: (links: RulebookLink[]) => ({ rulebook_links: links }),
  }),
  restRoute({
    definition: SITE_CALLS.privacyStatement,
    method: 'GET',
    path: '/privacy_statement',
    response: privacyOutput,
    present: presentPrivacy,
  }),
  restRoute({
    definition: SITE_CALLS.updatePrivacyStatement,
    method: 'PUT',
    path: '/privacy_statement',
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
    response: lookOutput,
    present: presentLook,
  }),
  restRoute({
    definition: SITE_CALLS.updateSiteLook,
    method: 'PATCH',
    path: '/site_look',
    response: z.object({ site_look: lookOutput, message: z.string() }),
    present: (view: SiteLookView) => ({ site_look: presentLook(view), message: SITE_MESSAGES.lookSaved }),
  }),
];
