import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../app-services';
import type { RequestContext } from '../../request-context';
import { callRoute } from '../../rest/call-route';
import { PRIVACY_CALLS } from './privacy.calls';

export interface PrivacyHttpOptions {
  services: AppServices;
  contextOf: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;
}

/**
 * GET /api/v1/user/export.html: the export as a readable page (a plain route beside the table: its
 * answer is HTML, not the `{ data }` envelope). Not cached anywhere; the page has no scripts.
 */
export async function privacyHttpRoutes(app: FastifyInstance, options: PrivacyHttpOptions): Promise<void> {
  const { services, contextOf } = options;
  app.get('/user/export.html', callRoute(PRIVACY_CALLS.myDataExportPage, contextOf), async (request, reply) => {
    const context = await contextOf(request, reply);
    const html = await PRIVACY_CALLS.myDataExportPage.run({ context, services }, {});
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', 'inline; filename="my-data.html"')
      .send(html);
  });
}
