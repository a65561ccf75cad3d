import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { ApiToken } from '../../../db/entities/integrator.entities';
import { Call, runCall } from '../../../graphql/call-field';
import type { GraphQLContext } from '../../../graphql/context';
import { API_SCOPES } from '../api-token-scopes';
import { API_TOKENS_CALLS } from '../api-tokens.calls';
import { tokenState } from '../api-tokens.service';
import { ApiTokenScopeEnum, ApiTokenStateEnum } from './api-token.enums';

@ObjectType('ApiToken', { description: 'One of your API tokens (never its secret)' })
export class ApiTokenType {
  @Field(() => ID, { description: "The token's id (not the secret)." }) id: string;
  @Field({ description: 'The name the owner gave the token.' }) name: string;
  @Field({ description: 'The first characters of the token, to tell tokens apart' }) tokenPrefix: string;
  @Field(() => [ApiTokenScopeEnum], { description: 'What the token may read or write.' })
  scopes: string[];
  @Field({ description: 'When the token stops working.' }) expiresAt: Date;
  @Field({ description: 'When the token was made.' }) createdAt: Date;
  @Field(() => Date, { description: 'When the token was last used; null when never.', nullable: true }) lastUsedAt: Date | null;
  @Field(() => Date, { description: 'When the owner revoked the token; null while valid.', nullable: true }) revokedAt: Date | null;
  @Field(() => ApiTokenStateEnum, { description: 'Whether the token still works.' }) state: string;
}

@ObjectType('ApiTokenList', { description: "The signed-in user's API tokens and the scopes a token may have." })
export class ApiTokenListType {
  @Field(() => [ApiTokenType], { description: "The user's tokens, newest first." }) tokens: ApiTokenType[];
  @Field(() => [ApiTokenScopeEnum], { description: 'The scopes a token may have.' }) scopes: string[];
}

@ObjectType('CreatedApiToken', { description: 'A new API token with its secret, shown this once.' })
export class CreatedApiTokenType {
  @Field({ description: 'The token itself: shown this once, stored only hashed' }) token: string;
  @Field(() => ApiTokenType, { description: 'The new token.' }) apiToken: ApiTokenType;
}

@InputType('CreateApiTokenInput', { description: 'A new API token: its name, scopes and lifetime.' })
export class CreateApiTokenInput {
  @Field({ description: 'A name to recognise the token by.' }) name: string;
  @Field(() => [ApiTokenScopeEnum], { description: 'What the token may read or write.' }) scopes: string[];
  @Field(() => Int, { description: 'Days until the token stops working.' }) expiresInDays: number;
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
  @Query(() => ApiTokenListType, { description: "The signed-in user's API tokens." })
  async apiTokens(@Ctx() context: GraphQLContext): Promise<ApiTokenListType> {
    const tokens = await runCall(API_TOKENS_CALLS.apiTokens, context);
    const now = context.services.clock.now();
    return Object.assign(new ApiTokenListType(), { tokens: tokens.map((token) => toApiTokenType(token, now)), scopes: API_SCOPES });
  }

  @Call(API_TOKENS_CALLS.createApiToken)
  @Mutation(() => CreatedApiTokenType, { description: 'Makes an API token; the answer holds the token itself, this once.' })
  async createApiToken(
    @Arg('input', { description: 'The fields to set, as on the matching form.' }) input: CreateApiTokenInput,
    @Ctx() context: GraphQLContext,
  ): Promise<CreatedApiTokenType> {
    const { token, record } = await runCall(API_TOKENS_CALLS.createApiToken, context, input);
    return Object.assign(new CreatedApiTokenType(), { token, apiToken: toApiTokenType(record, context.services.clock.now()) });
  }

  @Call(API_TOKENS_CALLS.revokeApiToken)
  @Mutation(() => ApiTokenType, { description: 'Revokes one of your API tokens; it stops working at once.' })
  async revokeApiToken(
    @Arg('id', () => ID, { description: 'The id of the record to act on.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<ApiTokenType> {
    return toApiTokenType(await runCall(API_TOKENS_CALLS.revokeApiToken, context, { id }), context.services.clock.now());
  }
}
