/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // isolatedModules stays off so ts-jest emits decorator metadata (TypeORM and type-graphql need it).
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    // cookie 2 is ESM-only and @fastify/cookie loads it with import(); jest's CommonJS runtime
    // (Node 20) can do neither, so both are compiled to CommonJS (import() becomes require()).
    // So is the reference parser openapi-backend requires (the API document's replay test).
    '/node_modules/(cookie|@fastify/cookie|@apidevtools/json-schema-ref-parser)/.+\\.js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022', esModuleInterop: true }, diagnostics: false },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(cookie|@fastify/cookie|@apidevtools/json-schema-ref-parser)/)'],
  // Tests use the rules' sources directly, so no rules build is needed; at runtime it is rules/dist.
  moduleNameMapper: { '^@larp/rules$': '<rootDir>/../rules/src/index.ts' },
  setupFiles: ['reflect-metadata'],
  // Each test file migrates its own database (MariaDB too); give slow machines room.
  testTimeout: 30000,
};
