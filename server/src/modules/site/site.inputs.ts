import { z } from 'zod';
import { isHexColour } from '@larp/rules';
import { body } from '../../input/contract';
import { text } from '../../input/fields';

/** MySQL's TEXT holds 64 KB: 15,000 characters of up to four bytes each fit. */
export const PRIVACY_STATEMENT_MAX = 15_000;
export const COMMUNITY_NAME_MAX = 60;
export const WELCOME_TEXT_MAX = 600;

export const SITE_MESSAGES = {
  privacySaved: 'Privacy statement saved',
  privacyReset: 'Privacy statement reset to the default text',
  lookSaved: 'Site look saved',
  accentFormat: 'Choose the accent colour as #rrggbb (for example #1f4e79)',
  accentContrast: (colour: string, ratio: string) =>
    `The accent colour ${colour} has a contrast of ${ratio} with white text; choose a darker colour (at least 4.50:1 is needed)`,
  logoNotImage: 'The logo must be a PNG, JPEG, GIF or WebP image',
  logoTooLarge: 'The logo is too large: choose a picture of at most 2 MB and 10,000 pixels a side',
  logoSaved: 'Logo saved',
  logoBusy: 'Another admin changed the logo at the same moment; try again',
  logoMissing: 'Choose a picture file for the logo (form field logo)',
} as const;

/** PUT /privacy_statement: the community's text; empty (or only spaces) goes back to the default. */
export const privacyStatementInput = body({
  text: text(PRIVACY_STATEMENT_MAX).transform((value) => value.trim()),
});
export type PrivacyStatementCommand = z.output<typeof privacyStatementInput>;

/** PATCH /site_look: each field given is set; an empty text (or colour) goes back to the default. */
export const siteLookInput = body({
  community_name: text(COMMUNITY_NAME_MAX)
    .transform((value) => value.trim())
    .optional(),
  welcome_text: text(WELCOME_TEXT_MAX)
    .transform((value) => value.trim())
    .optional(),
  accent_color: text(7)
    .transform((value) => value.trim().toLowerCase())
    .refine((value) => value === '' || isHexColour(value), { error: SITE_MESSAGES.accentFormat })
    .optional(),
  /** true: the site goes back to showing its name alone */
  remove_logo: z.boolean().optional(),
}).transform((input) => ({
  communityName: input.community_name,
  welcomeText: input.welcome_text,
  accentColor: input.accent_color,
  removeLogo: input.remove_logo,
}));
export type SiteLookCommand = z.output<typeof siteLookInput>;
