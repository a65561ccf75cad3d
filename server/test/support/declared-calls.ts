import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CallDefinition } from '../../src/calls/call-definition';

/** Every call the modules declare: each `modules/<m>/<m>.calls.ts` export, read without starting the app. */
export function declaredCalls(): CallDefinition[] {
  const modules = join(__dirname, '../../src/modules');
  return readdirSync(modules).flatMap((module) =>
    readdirSync(join(modules, module))
      .filter((file) => file.endsWith('.calls.ts'))
      .flatMap((file) => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const exported = require(join(modules, module, file)) as Record<string, Record<string, CallDefinition>>;
        return Object.values(exported).flatMap((calls) => Object.values(calls));
      }),
  );
}
