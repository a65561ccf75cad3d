/**
 * SWC compiles the tests (one file at a time, no type checking: `npm run typecheck`, run by `npm test`,
 * checks the types). TypeORM and type-graphql read the decorators' design-time metadata
 * (`design:type`, `design:paramtypes`), so SWC emits it as tsc does with `emitDecoratorMetadata`.
 */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swc],
    // cookie 2 is ESM-only and @fastify/cookie loads it with import(); jest's CommonJS runtime can do
    // neither, so both are compiled to CommonJS (import() becomes require()). So is the reference
    // parser openapi-backend requires (the API document's replay test).
    '/node_modules/(cookie|@fastify/cookie|@apidevtools/json-schema-ref-parser)/.+\\.js$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(cookie|@fastify/cookie|@apidevtools/json-schema-ref-parser)/)'],
  // Tests use the rules' sources directly, so no rules build is needed; at runtime it is rules/dist.
  moduleNameMapper: { '^@larp/rules$': '<rootDir>/../rules/src/index.ts' },
  // cheap-password-hashing: tests hash passwords at a low argon2 cost (the file says why).
  setupFiles: ['reflect-metadata', '<rootDir>/test/support/cheap-password-hashing.ts', '<rootDir>/test/support/worker-sources.ts'],
  // Names the run, so work the test files share (the compiled server for process tests) is done once.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  // Removes the run's migrated database templates (test/support/database-template.ts).
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // Each test file makes its own databases (MariaDB too); give slow machines room.
  testTimeout: 30000,
};
