import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const rulesSource = fileURLToPath(new URL('../rules/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
  // The rules engine is pure TypeScript, used from source so the client and the server share one implementation.
  resolve: { alias: { '@larp/rules': rulesSource } },
  server: {
    // `npm run dev -w @larp/client` next to a server on :4000 (PORT) proxies the API to it.
    proxy: {
      '/graphql': `http://localhost:${process.env.API_PORT ?? 4000}`,
      '/api': `http://localhost:${process.env.API_PORT ?? 4000}`,
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
