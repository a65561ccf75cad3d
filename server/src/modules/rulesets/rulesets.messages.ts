import type { PublishPolicy } from '../../db';
import type { CharacterImpact } from './ruleset-impact';

const list = (names: string[]) => names.join(', ');

/** The texts of the rulesets area. */
export const RULESET_MESSAGES = {
  draftNotFound: 'Ruleset draft not found',
  versionNotFound: 'Ruleset version not found',
  characterNotFound: 'Character not found',
  rebuildUntilMissing: 'A rebuild window needs rebuild_until, the date it ends',
  rebuildUntilPast: 'rebuild_until must be in the future',
  rebuildUntilOnlyForWindow: 'rebuild_until is only for the rebuild_window policy',
  characterChanged: 'A character was changed while the version was being published; nothing was published. Publish again.',
  staleObject: 'Someone else saved this since you opened it; its current value is shown. Make your change to it and save again.',
  draftDiscarded: 'The draft was discarded',
  draftBusy: 'The draft was being saved by others at the same moment; save again.',
  objectIdMismatch: (key: string) => `The object's _id must be ${key}, the key it is saved under`,
  alreadyPublished: (version: number) => `This draft was already published as version ${version}`,
  staleDraft: (base: number, inForce: number) =>
    `This draft was made against version ${base}, but version ${inForce} is now in force. Upload it again to see its report against the rules in force.`,
  ledgerReason: (number: number, name: string) => `Ruleset version ${number} ("${name}"): the price rise is made up so no skill is lost`,
  mailSubject: (number: number, name: string) => `The rules changed: ${name}, version ${number}`,
  mailText: (characters: { name: string; explanation: string; link: string }[]) =>
    [
      'The game rules have changed, and the change touches your characters:',
      '',
      ...characters.flatMap((character) => [`${character.name || 'Unnamed character'}: ${character.link}`, character.explanation, '']),
      'You see the same on each character.',
    ].join('\n'),
  explanation(input: {
    number: number;
    name: string;
    impact: CharacterImpact;
    policy: PublishPolicy;
    rebuildUntil: Date | null;
    xpAdded: number;
    lostIds: Set<string>;
  }): string {
    const { impact } = input;
    const lines = [`Ruleset version ${input.number} ("${input.name}") is in force.`];
    if (impact.kinds.includes('invalid_build')) {
      lines.push(`Under the new rules your build is invalid: ${list(impact.messages)}.`);
      const lost = impact.lost_skills.map(({ skill, dependents }) =>
        dependents.length ? `${skill} (and ${list(dependents)}, which need it)` : skill,
      );
      if (input.policy === 'grandfather') {
        lines.push(
          `You keep ${list(lost)} under the rules you bought ${lost.length === 1 ? 'it' : 'them'} by, as long as you do not change ${lost.length === 1 ? 'it' : 'them'}.`,
        );
      } else if (input.policy === 'refund') {
        lines.push(`${list(lost)} ${lost.length === 1 ? 'was' : 'were'} removed and the XP refunded.`);
      } else {
        const until = input.rebuildUntil ? input.rebuildUntil.toISOString().slice(0, 10) : '';
        lines.push(
          `${list(lost)} ${lost.length === 1 ? 'is' : 'are'} no longer committed. You may rebuild until ${until}; what is still invalid then is removed and its XP refunded.`,
        );
      }
    }
    if (impact.cost_after !== impact.cost_before)
      lines.push(`Your build's cost changed from ${impact.cost_before} XP to ${impact.cost_after} XP.`);
    if (input.xpAdded > 0)
      lines.push(`The price rise took the build over your XP total, so ${input.xpAdded} XP were added: you lose no skill.`);
    return lines.join(' ');
  },
};
