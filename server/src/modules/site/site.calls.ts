import { defineCall, defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { privacyStatementInput, siteLookInput } from './site.inputs';
import type { UploadedLogo } from './site.service';
import { SITE_POLICY } from './site.policy';

/** The calls of site: who may make each, its token scope, contracts, summary and service call (calls/call-definition.ts). */
export const SITE_CALLS = defineCalls({
  siteSettings: defineCall({
    access: 'signedIn',
    scope: 'account:read',
    summary: 'The rulebook links home shows: RULEBOOK_LINKS when set, else the rulebooks of the ruleset in force.',
    run: ({ context, services }) => services.site.rulebookLinks(context),
  }),
  privacyStatement: defineCall({
    access: 'public',
    scope: 'account:read',
    summary: "The privacy statement (/privacy): the community's text, or the default one while none is written.",
    run: ({ services }) => services.site.privacyStatement(),
  }),
  updatePrivacyStatement: defineCall({
    access: rule(SITE_POLICY, 'manage'),
    scope: 'account:write',
    input: privacyStatementInput,
    summary: 'Sets the privacy statement (plain text; "## " starts a heading, "- " a list item); an empty text restores the default.',
    run: ({ context, services }, command) => services.site.updatePrivacyStatement(context, command),
  }),
  siteLook: defineCall({
    access: 'public',
    scope: 'account:read',
    summary: "The community's name, welcome text, accent colour and logo address (null: the product's default).",
    run: ({ services }) => services.site.look(),
  }),
  updateSiteLook: defineCall({
    access: rule(SITE_POLICY, 'manage'),
    scope: 'account:write',
    input: siteLookInput,
    summary:
      'Sets the name, welcome text or accent colour (each given; empty restores the default), or removes the logo. An accent under 4.5:1 with white text is refused with its ratio.',
    run: ({ context, services }, command) => services.site.updateLook(context, command),
  }),
  uploadSiteLogo: defineCall({
    access: rule(SITE_POLICY, 'manage'),
    scope: 'account:write',
    restOnly: 'an image upload (multipart form field logo); GraphQL gives its address (SiteLook.logoUrl)',
    summary: 'Sets the logo: a PNG, JPEG, GIF or WebP file of at most 2 MB, decoded and encoded again, scaled to 256 pixels a side.',
    run: ({ context, services }, upload: UploadedLogo) => services.site.setLogo(context, upload),
  }),
});
