import { join } from 'node:path';

// Before each test file (jest.config.js setupFiles): worker threads the server starts run its
// TypeScript sources through this loader (src/workers/worker-thread.ts).
process.env.LARP_WORKER_SOURCES_LOADER = join(__dirname, 'worker-sources-loader.js');
