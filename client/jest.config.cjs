/** Component tests (jsdom). The browser journeys in e2e/ run separately (playwright test, playwright.config.js). */
module.exports = {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup-jest-dom.ts'],
  // A test's limit on a loaded machine (findBy/waitFor wait up to 10 s, see src/test/setup-jest-dom.ts).
  testTimeout: 30_000,
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        // Type checking is `npm run typecheck`; here only transpile (CommonJS for jest).
        tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, isolatedModules: true },
      },
    ],
    '/node_modules/@noble/.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } }],
  },
  // @noble/ed25519 (the gate's fallback verifier) ships only as an ES module: transpiled for jest.
  transformIgnorePatterns: ['/node_modules/(?!@noble/)'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/jest.style-stub.cjs',
    '^@larp/rules$': '<rootDir>/../rules/src/index.ts',
  },
};
