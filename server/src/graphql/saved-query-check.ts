import { Kind, parse, print, TypeInfo, validate, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';
import { roleOfRule, type Role } from '../modules/accounts/accounts.policy';
import type { PickerKind, QueryParameter, SavedQueryCheck, SavedQueryChecker } from '../modules/saved-queries/saved-query-check';
import { callOfField } from './call-field';
import { fieldGuards, higherRole, roleOfGuard } from './field-guards';

/**
 * The least role that may run `document`: the highest any of its fields needs. A root field needs
 * its call's access, any other field what its @Authorized guards admit; the IDE itself is for staff.
 */
function audienceOf(schema: GraphQLSchema, document: DocumentNode): SavedQueryCheck['audience'] {
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
  const typeInfo = new TypeInfo(schema);
  let audience = 'staff' as Role;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (!parent || !field || field.name.startsWith('__')) return;
        if (roots.has(parent.name)) {
          const access = callOfField(field)?.access;
          if (access !== undefined && access !== 'public' && access !== 'signedIn') audience = higherRole(audience, roleOfRule(access));
        } else {
          for (const guard of fieldGuards(parent.name, field.name)) audience = higherRole(audience, roleOfGuard(guard));
        }
      },
    }),
  );
  return audience === 'player' ? 'staff' : audience;
}

/** An `ID` variable named for an event or a character gets that picker (`$eventId`, `$characterId`). */
function pickerOf(name: string, typeName: string): PickerKind | null {
  if (typeName !== 'ID') return null;
  if (/eventid$/i.test(name)) return 'event';
  if (/characterid$/i.test(name)) return 'character';
  return null;
}

function parametersOf(document: DocumentNode): QueryParameter[] {
  const seen = new Map<string, QueryParameter>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const name = variable.variable.name.value;
      let type = variable.type;
      while (type.kind !== Kind.NAMED_TYPE) type = type.type;
      if (!seen.has(name)) seen.set(name, { name, type: print(variable.type), picker: pickerOf(name, type.name.value) });
    }
  }
  return [...seen.values()];
}

/** Checks one query's text against `schema` (saved-queries/saved-query-check.ts says what for). */
export function checkSavedQuery(schema: GraphQLSchema, query: string): SavedQueryCheck {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error), audience: 'staff', parameters: [] };
  }
  const errors = validate(schema, document);
  return {
    problem: errors.length > 0 ? errors.map((error) => error.message).join(' ') : null,
    audience: audienceOf(schema, document),
    parameters: parametersOf(document),
  };
}

const REMEMBERED = 500;

/**
 * The saved-query checker of a running server. The schema does not change while the process runs,
 * so each text's check is kept (a bounded number of them) and the list costs one validation per
 * query text, not per request.
 */
export function createSavedQueryChecker(schemaOf: () => Promise<GraphQLSchema>): SavedQueryChecker {
  const checked = new Map<string, SavedQueryCheck>();
  return async (query) => {
    const known = checked.get(query);
    if (known) return known;
    const check = checkSavedQuery(await schemaOf(), query);
    if (checked.size >= REMEMBERED) checked.delete(checked.keys().next().value as string);
    checked.set(query, check);
    return check;
  };
}
