/**
 * Messages of the character calls. The rules' own messages (MESSAGES in @larp/rules: 'Not enough XP',
 * 'Character build regressed', the whole-build messages) reach the client unchanged; these are ours,
 * in the same voice, for what the spec leaves to the server.
 */
export const CHARACTER_MESSAGES = {
  notFound: 'Character not found',
  notDeletable: 'This character cannot be deleted',
  buildMissing: 'character_build is required',
  buildMalformed: 'character_build must be a build with a list of character_skills',
  /** 409: the build changed since the client loaded it (build_version) */
  staleBuild: 'This character was changed since you loaded it. Please reload the page and try again.',
  lockedAfterCommit: 'Name, race and class cannot be changed after the build is committed',
  unknownAttribute: (name: string) => `Unknown attribute: ${name}`,
  badBuildVersion: 'build_version must be a whole number',
} as const;
