/** Component tests (jsdom). The browser journeys in e2e/ run separately (playwright test, playwright.config.js). */
/** SWC's options for one kind of source file: CommonJS for jest, React's automatic JSX runtime. */
const swc = (parser) => ({
  jsc: { parser, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
  module: { type: 'commonjs' },
});

module.exports = {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup-jest-dom.ts'],
  // A test's limit on a loaded machine (findBy/waitFor wait up to 10 s, see src/test/setup-jest-dom.ts).
  testTimeout: 30_000,
  // SWC compiles one file at a time (type checking is `npm run typecheck`, run by `npm test`).
  transform: {
    '^.+\\.m?ts$': ['@swc/jest', swc({ syntax: 'typescript' })],
    '^.+\\.tsx$': ['@swc/jest', swc({ syntax: 'typescript', tsx: true })],
    '/node_modules/@noble/.+\\.js$': ['@swc/jest', swc({ syntax: 'ecmascript' })],
  },
  // @noble/ed25519 (the gate's fallback verifier) ships only as an ES module: transpiled for jest.
  transformIgnorePatterns: ['/node_modules/(?!@noble/)'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/jest.style-stub.cjs',
    '^@larp/rules$': '<rootDir>/../rules/src/index.ts',
  },
};
