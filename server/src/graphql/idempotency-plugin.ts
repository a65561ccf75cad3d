import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { GraphQLError, Kind, OperationTypeNode } from 'graphql';
import { AppError } from '../errors';
import { idempotencyKeyOf, requestHash } from '../rest/idempotency';
import { callOfField } from './call-field';
import type { GraphQLContext } from './context';

type StoredAnswer = { data?: unknown; errors?: unknown; extensions?: unknown };

const asGraphQLError = (error: unknown) =>
  error instanceof AppError ? new GraphQLError(error.message, { extensions: { code: error.code, http: { status: error.status } } }) : error;

/**
 * `Idempotency-Key` on the GraphQL mutations that spend or grant (their definition says `idempotent`), with the
 * REST semantics and the same store (rest/idempotency.ts): a retry with the same key and the same
 * request (query, variables, operation name) gets the first answer again, marked
 * `Idempotent-Replayed: true`, and changes nothing; the same key with another request is refused
 * (409, CONFLICT). Only a successful answer is kept: after an error the key is free again. Keys are
 * the caller's own (per user), shared with REST, so one key names one request on either transport.
 */
export const graphqlIdempotency: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart({ request: httpRequest }) {
    const header = httpRequest.http?.headers.get('idempotency-key');
    if (header === undefined) return;
    let recordId: string | null = null;
    let replay: { status: number; body: StoredAnswer } | null = null;
    return {
      async didResolveOperation({ operation, contextValue, request, schema }) {
        if (operation?.operation !== OperationTypeNode.MUTATION) return;
        const fields = operation.selectionSet.selections.flatMap((selection) =>
          selection.kind === Kind.FIELD ? [selection.name.value] : [],
        );
        const mutations = schema.getMutationType()?.getFields() ?? {};
        if (!fields.some((field) => callOfField(mutations[field])?.idempotent)) return;
        // Not signed in: the resolvers' own refusal answers (nothing is stored).
        const user = contextValue.request.user;
        if (!user) return;
        try {
          const key = idempotencyKeyOf(header);
          const hash = requestHash('POST', '/graphql', {
            query: request.query ?? '',
            variables: request.variables ?? {},
            operationName: request.operationName ?? null,
          });
          if (key === null) return; // not so: the header was there (checked above)
          const start = await contextValue.services.idempotency.begin(`user:${user.id}`, key, `GRAPHQL ${fields.join(',')}`, hash);
          if (start.kind === 'replay') replay = { status: start.status, body: start.response as StoredAnswer };
          else recordId = start.recordId;
        } catch (error) {
          throw asGraphQLError(error);
        }
      },
      async responseForOperation() {
        if (!replay) return null;
        const body: GraphQLResponse['body'] = { kind: 'single', singleResult: replay.body as never };
        return { http: { status: replay.status, headers: new HeaderMap([['idempotent-replayed', 'true']]) }, body };
      },
      async willSendResponse({ response, contextValue }) {
        if (recordId === null) return;
        const id = recordId;
        recordId = null;
        const single = response.body.kind === 'single' ? response.body.singleResult : null;
        if (single && !single.errors?.length) {
          await contextValue.services.idempotency.complete(
            id,
            response.http.status ?? 200,
            JSON.parse(JSON.stringify({ data: single.data })),
          );
        } else {
          await contextValue.services.idempotency.release(id);
        }
      },
    };
  },
};
