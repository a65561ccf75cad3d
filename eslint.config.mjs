// @ts-check
/**
 * ESLint 9 flat config for the whole tree (`npm run lint` at the root; also part of `npm test`).
 * - TypeScript (rules, server, client): typescript-eslint `strictTypeChecked`, typed through the
 *   project service (each file's nearest tsconfig.json).
 * - The client's React code: eslint-plugin-react-hooks and eslint-plugin-jsx-a11y.
 * - JavaScript (configs, scripts, the browser journeys, GraphiQL's page): ESLint's recommended rules
 *   without type information (those files are in no tsconfig).
 * - The GraphQL schema (schema.graphql, printed from the type-graphql decorators): graphql-schema-linter's
 *   default rules, written as @graphql-eslint rules (graphql-schema-linter is no longer maintained;
 *   @graphql-eslint is its maintained equivalent and runs inside `npm run lint`).
 * - eslint-config-prettier last: formatting is Prettier's (`npm run format`), never a lint finding.
 * Every rule turned off or down below says why.
 */
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'server/test-dist/**',
      'coverage/**',
      'client/test-results/**',
      'client/e2e/screenshots/**',
      // written by graphql-codegen (npm run codegen -w @larp/client), checked by codegen:check
      'client/src/graphql/generated/**',
      'data/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,

  // ---- TypeScript: strict, type-checked ----
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Template literals print numbers and booleans in messages and logs all over; objects and
      // nullish values stay refused.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `onClick={() => setOpen(false)}`: an arrow's shorthand body returning a void call is idiomatic
      // React and reads as the statement it is; other void uses (in conditions, returns) stay refused.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `_name` marks a parameter a signature needs but the body does not use (resolvers, callbacks).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // type-graphql and TypeORM classes are declared through decorators and may have only static or
    // decorated members; their resolvers are classes by the framework's design.
    files: ['server/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true }],
      // Fastify plugins and Apollo plugin hooks are async by the frameworks' contracts (a plugin
      // without a done callback must return a promise), with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      // A GraphQL guard names a policy rule, never a role: `@Authorized()` (signed in) or
      // `@Authorized(rule(EVENT_POLICY, 'manage'))`, the rule the field's REST twin names in its row's
      // `access`; which role a rule needs is written once, in the domain's *.policy.ts table.
      'no-restricted-syntax': [
        'error',
        {
          selector: "Decorator > CallExpression[callee.name='Authorized'] > *.arguments:not(CallExpression[callee.name='rule'])",
          message: "@Authorized takes policy rules (rule(POLICY, 'action')), never a role name or anything else.",
        },
      ],
    },
  },

  // ---- The client's React code ----
  {
    files: ['client/src/**/*.ts', 'client/src/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // react-router's loaders end a navigation by throwing a Response (`throw redirect('/login')`),
      // its documented way; anything else thrown must still be an Error.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }], allowRethrowing: true }],
      // Only on react-bootstrap components in a dialog that just opened (focus moves into the dialog,
      // the WAI-ARIA dialog pattern); autoFocus on a plain DOM element stays refused.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // A scrollable region (role="region" with a label) must be focusable to scroll by keyboard
      // (axe: scrollable-region-focusable); other non-interactive elements stay refused.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'tabpanel'], tags: [] }],
    },
  },

  // ---- Tests and benches (jest) ----
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.bench.ts',
      '**/*.bench.tsx',
      'server/test/**/*.ts',
      'client/src/test/**',
      'rules/src/bench/**',
    ],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: {
      // Tests read REST and GraphQL answers as untyped JSON (the test agents' `body: any`) and check
      // their shape with expect(); a type per answer would restate what the assertion checks.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // In a test, `found!` on a value the test just made fails the test (TypeError) when it is missing,
      // which is the point; production code (src/) keeps the rule.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The server's test agents and process helpers hand over answers as untyped JSON (`body: any`,
    // the reason the no-unsafe-* rules are off above); those declarations may say `any`.
    files: ['server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },

  // ---- JavaScript ----
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.mjs', 'server/graphiql/**/*.js'],
    languageOptions: { sourceType: 'module' },
  },
  {
    // GraphiQL's page; the journeys' page.evaluate() callbacks run in the browser
    files: ['server/graphiql/**/*.js', 'client/e2e/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['client/sw/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },

  // ---- The GraphQL schema: the IDE's manual ----
  // graphql-schema-linter's default rule set, one @graphql-eslint rule each (the linter's name in the
  // comment). The schema is the staff's manual in the GraphQL IDE, so every type, field, argument, enum
  // value and input field says what it is in the game's words.
  {
    files: ['schema.graphql'],
    languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig: { schema: './schema.graphql' } } },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      // types-, fields-, arguments-, enum-values- and input-object-values-have-descriptions
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
        },
      ],
      // defined-types-are-used
      '@graphql-eslint/no-unreachable-types': 'error',
      // deprecations-have-a-reason
      '@graphql-eslint/require-deprecation-reason': 'error',
      // types-are-capitalized, fields-are-camel-cased, input-object-values-are-camel-cased, enum-values-all-caps
      '@graphql-eslint/naming-convention': [
        'error',
        {
          types: 'PascalCase',
          FieldDefinition: 'camelCase',
          InputValueDefinition: 'camelCase',
          EnumValueDefinition: 'UPPER_CASE',
        },
      ],
      // relay-connection-arguments-spec (forward or backward paging is enough, as in graphql-schema-linter)
      '@graphql-eslint/relay-arguments': ['error', { includeBoth: false }],
      // Left off, each for its reason:
      // - alphabetize (type-, interface- and input-object-fields-sorted-alphabetically,
      //   enum-values-sorted-alphabetically): schema.graphql is printed by graphql-js's
      //   lexicographicSortSchema, which orders by character code as graphql-schema-linter's default
      //   'alphabetical' order does (annulReason before annulledAt); this rule ignores case and would
      //   ask for another order. schema.test.ts keeps the file equal to the sorted print.
      // - relay-page-info (relay-page-info-spec): it demands a PageInfo type in a schema that has no
      //   connection; relay-connection-types above checks PageInfo wherever a connection uses it.
      // - relay-connection-types (relay-connection-types-spec): the lists' connections answer `nodes`
      //   beside `pageInfo` and `totalCount`, without Relay's `edges` wrapper, so a staff member's query
      //   in the IDE reads one level less; the cursor to go on from is `pageInfo.endCursor`.
      // - descriptions-are-capitalized has no @graphql-eslint rule; schema.test.ts checks it.
    },
  },

  prettier,
);
