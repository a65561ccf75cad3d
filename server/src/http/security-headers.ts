import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet sets for `options`, computed once. Helmet's middleware sets the same static
 * headers on every answer (no directive here is a function, no nonces), but building it parses the
 * whole configuration again, and @fastify/helmet built it on every request (with two async hooks):
 * about 2% of the CPU of a REST list. So it runs once, here, on a stand-in answer.
 */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const answer = new ServerResponse(request);
  helmet(options)(request, answer, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('Helmet refused its options');
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** Adds Helmet's headers for `options` to every answer, as they were computed once. */
export function securityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
