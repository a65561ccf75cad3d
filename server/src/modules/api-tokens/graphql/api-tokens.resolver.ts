import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { ApiToken } from '../../../db/entities/integrator.entities';
import { Call } from '../../../graphql/call-field';
import type { GraphQLContext } from '../../../graphql/context';
import { parseGraphQLArgs } from '../../../input/contract';
import { API_SCOPES } from '../api-token-scopes';
import { API_TOKENS_CALLS } from '../api-tokens.calls';
import { apiTokenParams } from '../api-tokens.inputs';
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
  async apiTokens(@Ctx() { request, services }: GraphQLContext): Promise<ApiTokenListType> {
    const tokens = await services.apiTokens.list(request);
    const now = services.clock.now();
    return Object.assign(new ApiTokenListType(), { tokens: tokens.map((token) => toApiTokenType(token, now)), scopes: API_SCOPES });
  }

  @Call(API_TOKENS_CALLS.createApiToken)
  @Mutation(() => CreatedApiTokenType, { description: 'Makes an API token; the answer holds the token itself, this once.' })
  async createApiToken(
    @Arg('input') input: CreateApiTokenInput,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<CreatedApiTokenType> {
    const { token, record } = await services.apiTokens.create(request, parseGraphQLArgs(API_TOKENS_CALLS.createApiToken.input, input));
    return Object.assign(new CreatedApiTokenType(), { token, apiToken: toApiTokenType(record, services.clock.now()) });
  }

  @Call(API_TOKENS_CALLS.revokeApiToken)
  @Mutation(() => ApiTokenType, { description: 'Revokes one of your API tokens; it stops working at once.' })
  async revokeApiToken(@Arg('id', () => ID) id: string, @Ctx() { request, services }: GraphQLContext): Promise<ApiTokenType> {
    const token = await services.apiTokens.revoke(request, parseGraphQLArgs(apiTokenParams, { id }).id);
    return toApiTokenType(token, services.clock.now());
  }
}
