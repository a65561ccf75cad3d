/**
 * The Node.js versions this server runs on: the maintained lines 22 and 24 (README "Requirements").
 * 22.15 is the first 22 with everything the dependencies need (Node-API 10 for the SQLite driver,
 * whose 13.x crashes on Node 20 at its first query). Odd and newer lines are let through with a
 * warning: they are not tested here.
 */
export const SUPPORTED_NODE = 'Node.js 22 (22.15 or later) or 24';

export type NodeVersionVerdict = { kind: 'supported' } | { kind: 'untested'; message: string } | { kind: 'refused'; message: string };

export function judgeNodeVersion(version: string): NodeVersionVerdict {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 15)) {
    return {
      kind: 'refused',
      message:
        `This server needs ${SUPPORTED_NODE}; this is Node.js v${version}. ` +
        '`npm start` runs it on the Node the project brings from the npm registry when the machine has an ' +
        'older one (README "Requirements"); to start server/dist/main.js with node directly, install ' +
        'Node.js 22 or 24 (.nvmrc names 24).',
    };
  }
  if (major !== 22 && major !== 24) {
    return {
      kind: 'untested',
      message: `Node.js v${version} is not one this server is tested on (${SUPPORTED_NODE}); starting anyway.`,
    };
  }
  return { kind: 'supported' };
}
