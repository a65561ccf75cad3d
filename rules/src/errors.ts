/**
 * Errors raised by the rules. SkillError carries the spec's exact user-facing message
 * (players §5 "Whole-build validity"); OperationalError is a fault in the game data or in the
 * engine's input (players §8 "Skill errors (operational)"), not something the player did.
 */
export class SkillError extends Error {
  override readonly name = 'SkillError';
}

export class OperationalError extends Error {
  override readonly name = 'OperationalError';
}

/** The spec's messages, in one place. */
export const MESSAGES = {
  maxSkillLevel: 'Max skill level reached',
  notEnoughXp: 'Not enough XP',
  buildRegressed: 'Character build regressed',
  skillNotFound: (id: string) => `Skill not found: ${id}`,
  prereqsNotMet: (name: string) => `Character build invalid: Prereqs not met for skill: ${name}`,
  spellSlotsInvalid: 'Character build invalid: Spell slots invalid',
  alchemySlotsInvalid: 'Character build invalid: Alchemy slots invalid',
  notEnoughGrants: (skill: string, level: number, found: number) =>
    `Not enough grants found for ${skill} at level ${level} - found ${found}`,
  invalidGrantCode1: 'Invalid grant error code 1',
  unableToFindGrant: (grant: unknown) => `Unable to find skill grant: ${JSON.stringify(grant)}`,
  unableToAccountForGrant: (grant: unknown) => `Unable to account for skill grant: ${JSON.stringify(grant)}`,
  someSkillInvalid: 'Character build invalid: Some skill was invalid',
  extraGrants: (grants: unknown) => `Character build invalid: Extra grants were found - ${JSON.stringify(grants)}`,
  // operational (players §8)
  cannotInterpretPrereq: 'Unable to interpret skill prerequisite',
  cannotInterpretSkill: 'Unable to interpret skill',
  spellSlotPrereqUncheckable: 'Unable to check spell slot prerequisites for this skill',
  prereqSkillNotFound: (name: string) => `Prerequisite skill not found: ${name}`,
  replacedPurchaseMultiLevel: 'Unable to handle a replaced purchase when more than one level is granted',
  unrecognisedSkillFormat: 'Unrecognized skill format',
} as const;
