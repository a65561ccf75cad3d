import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canOnSavedQueries } from '../modules/saved-queries/saved-queries.policy';
import type { RequestContext } from '../request-context';

/** Where `npm run build:graphiql` writes the IDE (server/graphiql -> server/dist/graphiql). */
export const DEFAULT_GRAPHIQL_DIST = resolve(__dirname, '../../dist/graphiql');

export interface GraphiQLOptions {
  /** the built IDE; null or a folder without index.html serves nothing */
  dist: string | null;
  contextOf(request: FastifyRequest, reply: FastifyReply): Promise<RequestContext>;
}

/**
 * GraphiQL at /graphiql/ for signed-in staff and admins, from our own Vite bundle (no CDN, works
 * offline). Anonymous visitors are sent to /login; other players get 'Not Found' like the client's
 * staff pages (events §6).
 */
export async function graphiqlRoutes(app: FastifyInstance, options: GraphiQLOptions): Promise<void> {
  const dist = options.dist;
  if (dist === null || !existsSync(resolve(dist, 'index.html'))) return;
  app.addHook('onRequest', async (request, reply) => {
    const context = await options.contextOf(request, reply);
    if (!context.user) return reply.redirect('/login');
    if (!canOnSavedQueries(context.user, 'useGraphiql')) return reply.code(404).send({ message: 'Not Found' });
    return undefined;
  });
  await app.register(fastifyStatic, { root: dist, prefix: '/graphiql/', decorateReply: false, redirect: true });
}
