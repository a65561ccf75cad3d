import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { ApiToken } from '../../../db/entities/integrator.entities';
import { Call, runCall } from '../../../graphql/call-field';
import type { GraphQLContext } from '../../../graphql/context';
import { API_SCOPES } from '../api-token-scopes';
import { API_TOKENS_CALLS } from '../api-tokens.calls';
import { tokenState } from '../api-tokens.service';

@ObjectType('ApiToken', { description: 'One of your API tokens (never its secret)' })
export class ApiTokenType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field({ description: 'the first characters of the token, to tell tokens apart' }) tokenPrefix: string;
  @Field(() => [String]) scopes: string[];
  @Field() expiresAt: Date;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) lastUsedAt: Date | null;
  @Field(() => Date, { nullable: true }) revokedAt: Date | null;
  @Field({ description: 'active, expired or revoked' }) state: string;
}

@ObjectType('ApiTokenList')
export class ApiTokenListType {
  @Field(() => [ApiTokenType]) tokens: ApiTokenType[];
  @Field(() => [String], { description: 'the scopes a token may have' }) scopes: string[];
}

@ObjectType('CreatedApiToken')
export class CreatedApiTokenType {
  @Field({ description: 'the token itself: shown this once, stored only hashed' }) token: string;
  @Field(() => ApiTokenType) apiToken: ApiTokenType;
}

@InputType('CreateApiTokenInput')
export class CreateApiTokenInput {
  @Field() name: string;
  @Field(() => [String]) scopes: string[];
  @Field(() => Int) expiresInDays: number;
}

const toApiTokenType = (token: ApiToken, now: Date): ApiTokenType =>
  Object.assign(new ApiTokenType(), {
    id: token.id,
    name: token.name,
    tokenPrefix: token.tokenPrefix,
    scopes: token.scopes,
    expiresAt: token.expiresAt,
    createdAt: token.createdAt,
    lastUsedAt: token.lastUsedAt,
    revokedAt: token.revokedAt,
    state: tokenState(token, now),
  });

/** A user's own API tokens, managed from a browser session only (the service refuses a token). */
@Resolver()
export class ApiTokensResolver {
  @Call(API_TOKENS_CALLS.apiTokens)
  @Query(() => ApiTokenListType)
  async apiTokens(@Ctx() context: GraphQLContext): Promise<ApiTokenListType> {
    const tokens = await runCall(API_TOKENS_CALLS.apiTokens, context);
    const now = context.services.clock.now();
    return Object.assign(new ApiTokenListType(), { tokens: tokens.map((token) => toApiTokenType(token, now)), scopes: API_SCOPES });
  }

  @Call(API_TOKENS_CALLS.createApiToken)
  @Mutation(() => CreatedApiTokenType, { description: 'Makes an API token; the answer holds the token itself, this once.' })
  async createApiToken(@Arg('input') input: CreateApiTokenInput, @Ctx() context: GraphQLContext): Promise<CreatedApiTokenType> {
    const { token, record } = await runCall(API_TOKENS_CALLS.createApiToken, context, input);
    return Object.assign(new CreatedApiTokenType(), { token, apiToken: toApiTokenType(record, context.services.clock.now()) });
  }

  @Call(API_TOKENS_CALLS.revokeApiToken)
  @Mutation(() => ApiTokenType, { description: 'Revokes one of your API tokens; it stops working at once.' })
  async revokeApiToken(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<ApiTokenType> {
    return toApiTokenType(await runCall(API_TOKENS_CALLS.revokeApiToken, context, { id }), context.services.clock.now());
  }
}
