import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { failOnWarningLogger, quietRolldownOptions } from '../../tools/build/quiet-build.mjs';

// Builds the GraphiQL page into server/dist/graphiql; the server serves it at /graphiql/ to staff and admins.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphiql/',
  logLevel: 'warn',
  // A warning fails the build; GraphiQL's libraries' harmless "use client" directives are dropped
  // (tools/build/quiet-build.mjs says why).
  customLogger: failOnWarningLogger('warn'),
  build: {
    outDir: fileURLToPath(new URL('../dist/graphiql', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    rolldownOptions: quietRolldownOptions,
  },
});
