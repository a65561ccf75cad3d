import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when it ends: the request and its outcome together, through
 * Fastify's own serializers (req: method, URL, host, client address and port, the forwarded address
 * with TRUST_PROXY; res: the status), the time taken and the request id (reqId, from the request's
 * child logger), at info level, or at error level with the error. Fastify's default writes two lines
 * per request, "incoming request" and "request completed", and the second line costs a noticeable
 * share of the CPU time of a REST list. Requests that never end (a client gone mid-answer)
 * still get Fastify's "stream closed prematurely" line; routes with a log level of their own (the
 * health checks) stay quiet.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {
    // The request is logged when it ends, with its outcome (requestCompleted).
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
