import { registerEnumType } from 'type-graphql';

/**
 * GraphQL enums for the closed sets of the domain (roles, registration states, waitlist modes...).
 * The domain keeps its own values (`skills_and_race_attributes`, `characters:read`), which REST and the
 * database use; GraphQL names each value in capitals (SKILLS_AND_RACE_ATTRIBUTES, CHARACTERS_READ), so
 * the IDE completes them, and hands the resolver the domain's value, which the call's zod contract then
 * checks as it checks REST's (parseGraphQLArgs). An unknown value is refused by GraphQL's own validation
 * with a message naming the enum and the value.
 */

/** The GraphQL name of a domain value: `rebuild_window` -> REBUILD_WINDOW, `events:read` -> EVENTS_READ. */
export function enumValueName(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

/**
 * Registers the enum `name` whose values are the keys of `values` (the domain's values, each with its
 * description) and returns the object to pass to @Field and @Arg. Typing `values` as a record over the
 * domain's own union keeps the enum complete: a value added to the domain fails the build until it is
 * described here.
 */
export function closedSetEnum<V extends string>(name: string, description: string, values: Record<V, string>): Record<string, V> {
  const entries = Object.entries(values) as Array<[V, string]>;
  const enumObject = Object.fromEntries(entries.map(([value]) => [enumValueName(value), value])) as Record<string, V>;
  registerEnumType(enumObject, {
    name,
    description,
    valuesConfig: Object.fromEntries(entries.map(([value, text]) => [enumValueName(value), { description: text }])),
  });
  return enumObject;
}
