import { Call, ScopeDomain } from '../../../graphql/call-field';
import { SITE_CALLS } from '../site.calls';
import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';

@ScopeDomain('game_data')
@ObjectType('RulebookLink')
export class RulebookLinkType {
  @Field() label: string;
  @Field() url: string;
}

@ObjectType('SiteSettings', { description: "What the server's configuration tells the client (set at run time)" })
export class SiteSettingsType {
  @Field(() => [RulebookLinkType], { description: 'RULEBOOK_LINKS; empty when none are set (home then shows no rulebook section)' })
  rulebookLinks: RulebookLinkType[];
}

/** Run-time settings the client reads. */
@Resolver()
export class SiteResolver {
  @Call(SITE_CALLS.siteSettings)
  @Query(() => SiteSettingsType)
  siteSettings(@Ctx() { services }: GraphQLContext): SiteSettingsType {
    return Object.assign(new SiteSettingsType(), {
      rulebookLinks: services.config.rulebookLinks.map((link) => Object.assign(new RulebookLinkType(), link)),
    });
  }
}
