// The types of quiet-build.mjs, for the client's vite.config.mts (TypeScript reads no JavaScript there).
import type { OnLogFunction, RolldownLog } from 'rolldown';
import type { Logger, LogLevel } from 'vite';

export function isHarmlessDirective(log: RolldownLog): boolean;
export const failOnWarning: OnLogFunction;
export const quietRolldownOptions: { onLog: OnLogFunction; checks: { bundlerTimings: boolean } };
export function failOnWarningLogger(level: LogLevel): Logger;
