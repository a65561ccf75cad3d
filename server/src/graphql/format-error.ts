import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';
import type { ValidationError } from 'class-validator';
import { AppError, toAppError, type ErrorLogger } from '../errors';

/** The first violated constraint's message, looking into nested inputs. */
function firstConstraint(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    if (error.constraints) return Object.values(error.constraints)[0];
    const nested = firstConstraint(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Maps errors to GraphQL answers through the same table as REST: an AppError's code becomes
 * `extensions.code`; input validation failures are BAD_USER_INPUT; GraphQL's own parse and
 * validation errors pass through; anything else is logged and answered 'Internal server error'.
 */
export function createFormatError(logger: ErrorLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof ArgumentValidationError) {
      const detail = firstConstraint(original.extensions.validationErrors ?? []);
      return { message: detail ?? original.message, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
    }
    if (original instanceof GraphQLError) {
      const cause = original.originalError;
      // Syntax, validation, variable coercion and armor limits: messages about the query itself.
      if (!cause || (cause instanceof GraphQLError && !(cause instanceof AppError))) return formatted;
      const appError = toAppError(cause, logger);
      return { message: appError.message, path: formatted.path, extensions: { code: appError.code } };
    }
    const appError = toAppError(original, logger);
    return { message: appError.message, path: formatted.path, extensions: { code: appError.code } };
  };
}
