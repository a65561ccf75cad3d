import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers (the /api/v1 and /graphql JSON) above the threshold with brotli or gzip, as
 * the request's Accept-Encoding allows. Registered before the routes (it hooks onRoute). Files the
 * client's build already compressed keep their Content-Encoding and pass through untouched.
 * Request bodies are not decompressed: the API reads plain JSON and multipart only.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
