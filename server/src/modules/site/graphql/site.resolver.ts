import { Call, runCall, ScopeDomain } from '../../../graphql/call-field';
import { SITE_CALLS } from '../site.calls';
import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import type { PrivacyStatementView, SiteLookView } from '../site.service';

@ScopeDomain('game_data')
@ObjectType('RulebookLink')
export class RulebookLinkType {
  @Field() label: string;
  @Field() url: string;
  @Field(() => String, { nullable: true, description: 'what the rulebook holds, in a sentence' }) text: string | null;
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
  @Field({ description: 'plain text: a blank line starts a paragraph, "## " a heading, "- " a list item' }) text: string;
  @Field({ description: 'true while no admin has written the community text' }) isDefault: boolean;
  @Field(() => Date, { nullable: true }) updatedAt: Date | null;
}

@ScopeDomain('account')
@ObjectType('SiteLook', { description: "The community's name, welcome text and accent colour (null: the product's default)" })
export class SiteLookType {
  @Field(() => String, { nullable: true }) communityName: string | null;
  @Field(() => String, { nullable: true }) welcomeText: string | null;
  @Field(() => String, { nullable: true, description: '#rrggbb' }) accentColor: string | null;
}

@InputType('SiteLookInput', { description: 'Each field given is set; an empty text restores the default.' })
export class SiteLookInput {
  @Field(() => String, { nullable: true }) communityName?: string;
  @Field(() => String, { nullable: true }) welcomeText?: string;
  @Field(() => String, { nullable: true }) accentColor?: string;
}

const toPrivacyType = (view: PrivacyStatementView) => Object.assign(new PrivacyStatementType(), view);
const toLookType = (view: SiteLookView) => Object.assign(new SiteLookType(), view);

/** The community's own settings: the same calls as REST /site_settings, /privacy_statement and /site_look. */
@Resolver()
export class SiteResolver {
  @Call(SITE_CALLS.siteSettings)
  @Query(() => SiteSettingsType)
  async siteSettings(@Ctx() context: GraphQLContext): Promise<SiteSettingsType> {
    const links = await runCall(SITE_CALLS.siteSettings, context);
    return Object.assign(new SiteSettingsType(), {
      rulebookLinks: links.map((link) => Object.assign(new RulebookLinkType(), { ...link, text: link.text ?? null })),
    });
  }

  @Call(SITE_CALLS.privacyStatement)
  @Query(() => PrivacyStatementType)
  async privacyStatement(@Ctx() context: GraphQLContext): Promise<PrivacyStatementType> {
    return toPrivacyType(await runCall(SITE_CALLS.privacyStatement, context));
  }

  @Call(SITE_CALLS.updatePrivacyStatement)
  @Mutation(() => PrivacyStatementType, { description: 'Sets the privacy statement; an empty text restores the default.' })
  async updatePrivacyStatement(@Arg('text') text: string, @Ctx() context: GraphQLContext): Promise<PrivacyStatementType> {
    return toPrivacyType(await runCall(SITE_CALLS.updatePrivacyStatement, context, { text }));
  }

  @Call(SITE_CALLS.siteLook)
  @Query(() => SiteLookType)
  async siteLook(@Ctx() context: GraphQLContext): Promise<SiteLookType> {
    return toLookType(await runCall(SITE_CALLS.siteLook, context));
  }

  @Call(SITE_CALLS.updateSiteLook)
  @Mutation(() => SiteLookType, {
    description: 'Sets the name, welcome text or accent colour; an accent under 4.5:1 with white text is refused with its ratio.',
  })
  async updateSiteLook(@Arg('input') input: SiteLookInput, @Ctx() context: GraphQLContext): Promise<SiteLookType> {
    return toLookType(await runCall(SITE_CALLS.updateSiteLook, context, input));
  }
}
