// The types of builds.cjs, for the server's process tests (TypeScript reads no JavaScript there).
export type Workspace = '@larp/rules' | '@larp/server' | '@larp/client';
export const BUILDS: Record<Workspace, { output: string; sources: string[] }>;
export const ROOT: string;
export function buildState(workspace: Workspace): 'missing' | 'stale' | 'fresh';
