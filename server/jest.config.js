/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // isolatedModules stays off so ts-jest emits decorator metadata (TypeORM and type-graphql need it).
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  // Tests use the rules' sources directly, so no rules build is needed; at runtime it is rules/dist.
  moduleNameMapper: { '^@larp/rules$': '<rootDir>/../rules/src/index.ts' },
  setupFiles: ['reflect-metadata'],
  // Each test file migrates its own database (MariaDB too); give slow machines room.
  testTimeout: 30000,
};
