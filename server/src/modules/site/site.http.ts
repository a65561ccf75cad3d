import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badInput } from '../../errors';
import type { RequestContext } from '../../request-context';
import { callRoute } from '../../rest/call-route';
import { csrfGuard } from '../../rest/csrf-guard';
import type { AppServices } from '../../app-services';
import { SITE_CALLS } from './site.calls';
import { SITE_MESSAGES } from './site.inputs';
import { presentLook } from './site.routes';
import { SITE_LOGO_MAX_BYTES, type UploadedLogo } from './site.service';

export interface SiteHttpOptions {
  services: AppServices;
  contextOf: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;
}

/** The one file part `logo` of a multipart body. */
async function readLogo(request: FastifyRequest): Promise<UploadedLogo> {
  if (!request.isMultipart()) throw badInput(SITE_MESSAGES.logoMissing);
  let logo: UploadedLogo | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'logo') {
        if (part.type === 'file') part.file.resume();
        throw badInput(SITE_MESSAGES.logoMissing);
      }
      const bytes = await part.toBuffer();
      if (bytes.length > 0) logo = { bytes, truncated: false };
    }
  } catch (error) {
    // The file went over the limit (the multipart plugin stops reading it there).
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', SITE_MESSAGES.logoTooLarge);
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof AppError || (typeof status === 'number' && status >= 400 && status < 500)) throw error;
    // A malformed body (no boundary, cut short) is the client's fault.
    throw badInput(SITE_MESSAGES.logoMissing);
  }
  if (!logo) throw badInput(SITE_MESSAGES.logoMissing);
  return logo;
}

/**
 * PUT /site_logo: the logo as a multipart upload, a plain route beside the table (DESIGN.md rest/)
 * because its body is not JSON. The logo is served with the other stored images (GET /images/:name).
 */
export async function siteHttpRoutes(app: FastifyInstance, options: SiteHttpOptions): Promise<void> {
  const { services, contextOf } = options;
  await app.register(fastifyMultipart, { limits: { fileSize: SITE_LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  app.addHook('onRequest', csrfGuard);

  // Admission (callRoute) runs before the upload is read: nobody else's bytes are buffered.
  app.put('/site_logo', callRoute(SITE_CALLS.uploadSiteLogo, contextOf), async (request, reply) => {
    const context = await contextOf(request, reply);
    const view = await SITE_CALLS.uploadSiteLogo.run({ context, services }, await readLogo(request));
    return { data: { site_look: presentLook(view), message: SITE_MESSAGES.logoSaved } };
  });
}
