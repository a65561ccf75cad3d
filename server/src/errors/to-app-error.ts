import { SkillError } from '@larp/rules';
import { AppError, INTERNAL_ERROR_MESSAGE } from './app-error';

/** Minimal logger shape, satisfied by Fastify's pino logger. */
export interface ErrorLogger {
  error(details: object, message: string): void;
}

/**
 * Classifies anything thrown below a transport. AppErrors pass through; the rules' SkillError is the
 * player's fault (an invalid build) and keeps its spec message; everything else is a real fault:
 * logged with its stack and answered without details.
 */
export function toAppError(error: unknown, logger?: ErrorLogger): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof SkillError) return new AppError('BAD_USER_INPUT', error.message);
  logger?.error({ err: error }, 'Unhandled error');
  return new AppError('INTERNAL_SERVER_ERROR', INTERNAL_ERROR_MESSAGE);
}
