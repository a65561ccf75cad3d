import { getMetadataStorage } from 'type-graphql';
import { roleOfRule, type PolicyRule, type Role } from '../modules/accounts/accounts.policy';

/**
 * Where type-graphql recorded a field's own decorators: on its object type, and, when a
 * @FieldResolver serves it, on that resolver's method and class.
 */
function decorationPlaces(typeName: string, fieldName: string): { target: object; field: string }[] {
  const storage = getMetadataStorage();
  const type = storage.objectTypes.find((candidate) => candidate.name === typeName)?.target;
  const resolver = storage.fieldResolvers.find((candidate) => candidate.getObjectType?.() === type && candidate.schemaName === fieldName);
  return [
    ...(type ? [{ target: type, field: fieldName }] : []),
    ...(resolver ? [{ target: resolver.target, field: resolver.methodName }] : []),
  ];
}

/**
 * The guards type-graphql runs on a field of an object type: each is the list of policy rules it
 * accepts (any one of them; an empty list: any signed-in user). Every guard must pass.
 */
export function fieldGuards(typeName: string, fieldName: string): readonly (readonly PolicyRule[])[] {
  const storage = getMetadataStorage();
  return decorationPlaces(typeName, fieldName)
    .flatMap(({ target, field }) => [
      ...storage.authorizedFields.filter((guard) => guard.target === target && guard.fieldName === field),
      ...storage.authorizedResolver.filter((guard) => guard.target === target),
    ])
    .map((guard) => guard.roles as PolicyRule[]);
}

/**
 * Whether type-graphql would run anything of its own for the field, which reading the property
 * would skip: a guard or a middleware on the field, on its @FieldResolver, or on that resolver's
 * class. Reads what the decorators recorded in type-graphql's metadata.
 */
export function guarded(typeName: string, fieldName: string): boolean {
  const storage = getMetadataStorage();
  return (
    fieldGuards(typeName, fieldName).length > 0 ||
    decorationPlaces(typeName, fieldName).some(
      ({ target, field }) =>
        storage.middlewares.some((middleware) => middleware.target === target && middleware.fieldName === field) ||
        storage.resolverMiddlewares.some((middleware) => middleware.target === target),
    )
  );
}

/** Roles from the least to the most allowed; each may do what the ones before it may. */
export const ROLE_ORDER: readonly Role[] = ['player', 'staff', 'admin'];
export const higherRole = (a: Role, b: Role): Role => (ROLE_ORDER.indexOf(a) >= ROLE_ORDER.indexOf(b) ? a : b);
export const lowerRole = (a: Role, b: Role): Role => (ROLE_ORDER.indexOf(a) <= ROLE_ORDER.indexOf(b) ? a : b);

/** The least role a guard admits: the lowest of its rules' roles (no rule: any signed-in player). */
export const roleOfGuard = (rules: readonly PolicyRule[]): Role =>
  rules.length === 0 ? 'player' : rules.map(roleOfRule).reduce(lowerRole);
