import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Builds the GraphiQL page into server/dist/graphiql; the server serves it at /graphiql/ to staff and admins.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphiql/',
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../dist/graphiql', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
  },
});
