// The types of builds.cjs, for the server's process tests (TypeScript reads no JavaScript there).
export type Workspace = '@larp/rules' | '@larp/server' | '@larp/client';
export type BuildState = 'missing' | 'stale' | 'fresh';
export const BUILDS: Record<Workspace, { folder: string; output: string; sources: string[] }>;
export const ROOT: string;
export function buildState(workspace: Workspace): BuildState;
export function ensureBuilt(workspace: Workspace, options?: { rebuildStale?: boolean }): BuildState;
