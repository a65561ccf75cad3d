import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badInput } from '../../errors';
import type { AppServices } from '../../app-services';
import type { RequestContext } from '../../request-context';
import { callRoute } from '../../rest/call-route';
import { csrfGuard } from '../../rest/csrf-guard';
import { EVENTS_CALLS } from './events.calls';
import { EVENT_FORM_FIELDS, isPublishOnly, parseEventForm, type EventFormFields } from './event-form';
import { EVENT_MESSAGES as M } from './events.messages';
import { presentEvent } from './events.presenter';
import { MAX_IMAGE_BYTES, type UploadedImage } from './events.service';

/** Longer than any text field the form allows (a description of 20,000 characters, 4 bytes each). */
const MAX_FIELD_BYTES = 100 * 1024;

export interface EventHttpOptions {
  services: AppServices;
  contextOf: (request: FastifyRequest, reply: FastifyReply) => Promise<RequestContext>;
}

/** The form's text fields and its optional image, read from a multipart body. */
async function readMultipartForm(request: FastifyRequest): Promise<{ fields: EventFormFields; image: UploadedImage | null }> {
  try {
    return await readMultipartParts(request);
  } catch (error) {
    // The file went over MAX_IMAGE_BYTES (the multipart limit stops reading it there).
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', M.imageTooLarge);
    // Our own refusals, and the multipart plugin's limits (413), say what they mean.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof AppError || (typeof status === 'number' && status >= 400 && status < 500)) throw error;
    // Anything else comes from reading a malformed body (no boundary, another boundary, cut short): the client's fault.
    throw badInput(M.formUnreadable);
  }
}

async function readMultipartParts(request: FastifyRequest): Promise<{ fields: EventFormFields; image: UploadedImage | null }> {
  const fields: Record<string, string> = {};
  let image: UploadedImage | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'event_image') {
        part.file.resume();
        throw badInput(M.unknownFormField(part.fieldname));
      }
      const bytes = await part.toBuffer();
      // A browser sends an empty file part when no file was chosen: that is "no image".
      if (bytes.length > 0) image = { bytes, truncated: false };
    } else {
      if (!(EVENT_FORM_FIELDS as readonly string[]).includes(part.fieldname)) throw badInput(M.unknownFormField(part.fieldname));
      // busboy cuts a field at fieldSize without failing: refuse rather than save a cut text.
      if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', M.fieldTooLarge(part.fieldname));
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, image };
}

async function readForm(request: FastifyRequest): Promise<{ fields: EventFormFields; image: UploadedImage | null }> {
  if (request.isMultipart()) return readMultipartForm(request);
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badInput('The request body must be an object');
  for (const key of Object.keys(body)) {
    if (!(EVENT_FORM_FIELDS as readonly string[]).includes(key)) throw badInput(M.unknownFormField(key));
  }
  return { fields: body, image: null };
}

/**
 * The non-JSON event calls (DESIGN.md: plain routes beside the table), mounted under /api/v1:
 *  - POST /events and PATCH /events/:id take the event form as multipart (with the image) or as
 *    JSON (PATCH with only event_published=true publishes, as events §7 documents);
 *  - GET /images/:filename serves a stored image with its sniffed type.
 * Multipart is parsed only here, with the 5 MB file limit; state-changing requests need
 * X-Requested-With when they are not JSON (the CSRF rule of the bridge).
 */
export async function eventHttpRoutes(app: FastifyInstance, options: EventHttpOptions): Promise<void> {
  const { services, contextOf } = options;
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: MAX_FIELD_BYTES, parts: 25 },
  });
  app.addHook('onRequest', csrfGuard);

  // Admission (callRoute) runs before the handler reads an upload: nobody else's bytes are buffered.
  app.post('/events', callRoute(EVENTS_CALLS.createEvent, contextOf), async (request, reply) => {
    const context = await contextOf(request, reply);
    const { fields, image } = await readForm(request);
    const view = await EVENTS_CALLS.createEvent.run({ context, services }, { form: parseEventForm(fields, 'create'), image });
    void reply.code(201);
    return { data: presentEvent(view) };
  });

  app.patch<{ Params: { id: string } }>('/events/:id', callRoute(EVENTS_CALLS.updateEvent, contextOf), async (request, reply) => {
    const context = await contextOf(request, reply);
    const { fields, image } = await readForm(request);
    const { id } = request.params;
    // the form with only event_published=true publishes (events §7): the publish call, whose access and scope are the same
    const view =
      isPublishOnly(fields) && (fields.event_published === true || fields.event_published === 'true')
        ? await EVENTS_CALLS.publishEvent.run({ context, services }, { id })
        : await EVENTS_CALLS.updateEvent.run({ context, services }, { id, form: parseEventForm(fields, 'edit'), image });
    return { data: presentEvent(view) };
  });

  // An image never changes under its name (a new upload gets a new name): its name is its ETag,
  // and browsers and proxies may keep it for a year.
  app.get<{ Params: { filename: string } }>('/images/:filename', callRoute(EVENTS_CALLS.eventImage, contextOf), async (request, reply) => {
    const context = await contextOf(request, reply);
    const { bytes, mimeType } = await EVENTS_CALLS.eventImage.run({ context, services }, { filename: request.params.filename });
    const etag = `"${request.params.filename}"`;
    void reply.header('ETag', etag).header('Cache-Control', 'public, max-age=31536000, immutable');
    if (request.headers['if-none-match']?.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    return reply.type(mimeType).header('Content-Disposition', 'inline').send(bytes);
  });
}
