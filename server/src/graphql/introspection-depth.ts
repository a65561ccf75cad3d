import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * The deepest introspection the API answers, counted in fields (fragments count as their fields).
 * graphql-js's getIntrospectionQuery (what the IDE and code generators send) reaches 15 with its
 * default typeDepth of 9 (__schema > types > fields > args > type > 9 x ofType > name); the limit
 * leaves room for a tool that asks a few more ofType levels, and no more.
 */
export const INTROSPECTION_MAX_DEPTH = 20;

export const introspectionTooDeep = (depth: number) =>
  `Introspection too deep: ${depth} levels of fields, the limit is ${INTROSPECTION_MAX_DEPTH}`;

const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

/**
 * Limits the depth under the introspection fields (__schema, __type). The general depth limit
 * (graphql-armor's maxDepth) leaves __schema out so that the IDE's introspection passes, which
 * would otherwise let `ofType { ofType { ... } }` nest without end.
 */
export const introspectionDepthRule: ValidationRule = (context: ValidationContext): ASTVisitor => {
  // Fragment depths, counted once each; a fragment being counted counts 0 (a cycle is refused by
  // graphql-js's NoFragmentCyclesRule, which runs beside this one).
  const fragmentDepths = new Map<string, number>();
  const depthOf = (selectionSet: SelectionSetNode | undefined): number => {
    if (!selectionSet) return 0;
    let deepest = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet));
      else if (selection.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depthOf(selection.selectionSet));
      else {
        const name = selection.name.value;
        if (!fragmentDepths.has(name)) {
          fragmentDepths.set(name, 0);
          fragmentDepths.set(name, depthOf(context.getFragment(name)?.selectionSet));
        }
        deepest = Math.max(deepest, fragmentDepths.get(name) ?? 0);
      }
    }
    return deepest;
  };
  return {
    Field(field) {
      if (!INTROSPECTION_ROOTS.has(field.name.value)) return;
      const depth = 1 + depthOf(field.selectionSet);
      if (depth > INTROSPECTION_MAX_DEPTH) context.reportError(new GraphQLError(introspectionTooDeep(depth), { nodes: [field] }));
    },
  };
};
