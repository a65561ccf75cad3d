import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError, toAppError, type ErrorLogger } from '../errors';

export const UNSERIALIZABLE_MESSAGE = 'This value cannot be shown';

/** A scalar's serialize() refused a resolved value ('Int cannot represent non 32-bit signed integer value: ...'). */
function isSerializationError(error: unknown, original: unknown): error is GraphQLError {
  return (
    error instanceof GraphQLError &&
    error.path !== undefined &&
    original instanceof GraphQLError &&
    !original.originalError &&
    original.extensions.code === undefined &&
    / cannot represent /.test(original.message)
  );
}

/**
 * Maps errors to GraphQL answers through the same table as REST: an AppError's code becomes
 * `extensions.code`; input validation failures are BAD_USER_INPUT; GraphQL's own parse and
 * validation errors pass through; anything else is logged and answered 'Internal server error'.
 */
export function createFormatError(logger: ErrorLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (isSerializationError(error, original)) {
      // A value the schema cannot represent (e.g. an Int beyond 32 bits): that field fails, logged; the request goes on.
      logger.error({ err: original, path: error.path }, 'A value could not be serialized');
      return {
        message: UNSERIALIZABLE_MESSAGE,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    }
    if (original instanceof GraphQLError) {
      const cause = original.originalError;
      // Syntax, validation, variable coercion and armor limits: messages about the query itself.
      if (!cause || (cause instanceof GraphQLError && !(cause instanceof AppError))) return formatted;
      const appError = toAppError(cause, logger);
      return { message: appError.message, path: formatted.path, extensions: { ...appError.details, code: appError.code } };
    }
    const appError = toAppError(original, logger);
    return { message: appError.message, path: formatted.path, extensions: { ...appError.details, code: appError.code } };
  };
}
