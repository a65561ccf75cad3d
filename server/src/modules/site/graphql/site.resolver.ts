import { Call, runCall, ScopeDomain } from '../../../graphql/call-field';
import { SITE_CALLS } from '../site.calls';
import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import type { PrivacyStatementView, SiteLookView } from '../site.service';

@ScopeDomain('game_data')
@ObjectType('RulebookLink', { description: 'A rulebook link shown on the home page.' })
export class RulebookLinkType {
  @Field({ description: 'The link text.' }) label: string;
  @Field({ description: "The rulebook's address." }) url: string;
  @Field(() => String, { nullable: true, description: 'What the rulebook holds, in a sentence' }) text: string | null;
}

@ObjectType('SiteSettings', { description: 'What the server tells the signed-in client about the site' })
export class SiteSettingsType {
  @Field(() => [RulebookLinkType], {
    description: 'RULEBOOK_LINKS when set, else the rulebooks of the ruleset in force; empty: home shows no rulebook section',
  })
  rulebookLinks: RulebookLinkType[];
}

@ScopeDomain('account')
@ObjectType('PrivacyStatement', { description: "The privacy statement /privacy shows: the community's text or the default" })
export class PrivacyStatementType {
  @Field({ description: 'Plain text: a blank line starts a paragraph, "## " a heading, "- " a list item' }) text: string;
  @Field({ description: 'True while no admin has written the community text' }) isDefault: boolean;
  @Field(() => Date, { description: 'When the statement was last changed; null when never.', nullable: true }) updatedAt: Date | null;
}

@ScopeDomain('account')
@ObjectType('SiteLook', { description: "The community's name, welcome text, accent colour and logo (null: the product's default)" })
export class SiteLookType {
  @Field(() => String, { description: "The community's name in the header; null for the default.", nullable: true }) communityName:
    string | null;
  @Field(() => String, { description: 'The welcome text on the home page; null for the default.', nullable: true }) welcomeText:
    string | null;
  @Field(() => String, { nullable: true, description: '#rrggbb' }) accentColor: string | null;
  @Field(() => String, { nullable: true, description: "The logo's address on this site (PUT /api/v1/site_logo sets it); null for none." })
  logoUrl: string | null;
}

@InputType('SiteLookInput', { description: 'Each field given is set; an empty text restores the default.' })
export class SiteLookInput {
  @Field(() => String, { description: "The community's name.", nullable: true }) communityName?: string;
  @Field(() => String, { description: "The home page's welcome text.", nullable: true }) welcomeText?: string;
  @Field(() => String, { description: 'The accent colour (#rrggbb).', nullable: true }) accentColor?: string;
  @Field(() => Boolean, { description: 'True removes the logo.', nullable: true }) removeLogo?: boolean;
}

const toPrivacyType = (view: PrivacyStatementView) => Object.assign(new PrivacyStatementType(), view);
const toLookType = (view: SiteLookView) => Object.assign(new SiteLookType(), view);

/** The community's own settings: the same calls as REST /site_settings, /privacy_statement and /site_look. */
@Resolver()
export class SiteResolver {
  @Call(SITE_CALLS.siteSettings)
  @Query(() => SiteSettingsType, { description: 'Settings the client needs.' })
  async siteSettings(@Ctx() context: GraphQLContext): Promise<SiteSettingsType> {
    const links = await runCall(SITE_CALLS.siteSettings, context);
    return Object.assign(new SiteSettingsType(), {
      rulebookLinks: links.map((link) => Object.assign(new RulebookLinkType(), { ...link, text: link.text ?? null })),
    });
  }

  @Call(SITE_CALLS.privacyStatement)
  @Query(() => PrivacyStatementType, { description: 'The privacy statement.' })
  async privacyStatement(@Ctx() context: GraphQLContext): Promise<PrivacyStatementType> {
    return toPrivacyType(await runCall(SITE_CALLS.privacyStatement, context));
  }

  @Call(SITE_CALLS.updatePrivacyStatement)
  @Mutation(() => PrivacyStatementType, { description: 'Sets the privacy statement; an empty text restores the default.' })
  async updatePrivacyStatement(
    @Arg('text', { description: "The statement's text." }) text: string,
    @Ctx() context: GraphQLContext,
  ): Promise<PrivacyStatementType> {
    return toPrivacyType(await runCall(SITE_CALLS.updatePrivacyStatement, context, { text }));
  }

  @Call(SITE_CALLS.siteLook)
  @Query(() => SiteLookType, { description: "The site's name, welcome text and colour." })
  async siteLook(@Ctx() context: GraphQLContext): Promise<SiteLookType> {
    return toLookType(await runCall(SITE_CALLS.siteLook, context));
  }

  @Call(SITE_CALLS.updateSiteLook)
  @Mutation(() => SiteLookType, {
    description: 'Sets the name, welcome text or accent colour; an accent under 4.5:1 with white text is refused with its ratio.',
  })
  async updateSiteLook(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: SiteLookInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SiteLookType> {
    return toLookType(await runCall(SITE_CALLS.updateSiteLook, context, input));
  }
}
