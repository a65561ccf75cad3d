import { raceAttributesText, raceDescription, toWorking } from '@larp/rules';
import { useMemo } from 'react';
import { formatDateTime } from '../../components/date-time';
import { storedBuildOf } from '../editor/editor-state';
import { gameDataFor, type GameDataAnswer } from '../editor/game-data';
import { PurchasedSkills } from '../editor/purchased-skills';
import type { StaffCharacterSheetsQuery } from '../../graphql/generated/graphql';

export type SheetCharacter = StaffCharacterSheetsQuery['characters'][number];

const classLabel = (name: string | null | undefined) => (name ? name.charAt(0).toUpperCase() + name.slice(1) : 'Not selected');

/**
 * The build a sheet shows: the server's `shownBuild`, chosen by the one rule in rules/ (build-status.ts
 * shownBuild: the committed one when it counts as committed, players §4, else the saved one).
 */
export const sheetBuild = (character: SheetCharacter) => character.shownBuild;

/** A sheet's character name ('' without a build). */
export const sheetName = (character: SheetCharacter) => sheetBuild(character)?.characterName ?? '';

/** Sheets in the order a table of people reads them: by character name, whatever order they were made in. */
export const sortSheetsByName = <T extends SheetCharacter>(characters: readonly T[]): T[] =>
  [...characters].sort((a, b) => sheetName(a).localeCompare(sheetName(b), 'en') || a.id.localeCompare(b.id));

/** What a printed sheet says of its printing: when, and for which event if any. */
export interface SheetPrinting {
  printedAt: Date;
  eventTitle?: string;
}

/**
 * A character's read-only sheet: the header facts and the skills owned, drawn by the player editor's
 * own sheet component (PurchasedSkills). Used by the admin character sheet and the printed sheets;
 * a printed one (`printing`) also names the event and the print date and describes each skill, since
 * paper outlives the build it shows and is read away from the rules.
 */
export function CharacterSheet({
  character,
  game,
  headingLevel = 2,
  printing,
}: {
  character: SheetCharacter;
  game: GameDataAnswer;
  headingLevel?: 2 | 3;
  printing?: SheetPrinting;
}) {
  const shown = sheetBuild(character);
  const data = useMemo(() => gameDataFor(game, character.additionalSpellSchools), [game, character.additionalSpellSchools]);
  const build = useMemo(() => (shown ? toWorking(storedBuildOf(shown)) : null), [shown]);
  const Heading = `h${headingLevel}` as const;
  const player = character.user ? `${character.user.firstName} ${character.user.lastName}` : '';
  if (!shown || !build) return <p>This character has no build yet.</p>;
  const facts: [string, React.ReactNode][] = [
    ['Player', player],
    ['Race', raceDescription(build.character_race) || 'Not selected'],
    ['Class', classLabel(build.character_class)],
    ['Attributes', raceAttributesText(build.character_race.race_attributes)],
    ['Character Level', character.characterLevel],
    ['Total XP', character.characterXpTotal],
    ['Current Build Cost', build.character_build_cost],
    ['Events', character.characterXpSequence],
    ['Deaths -- Reaper Fights', `${character.deathCount} -- ${character.reaperFightCount}`],
    [character.committed ? 'Committed' : 'Saved', shown.createdAt ? formatDateTime(shown.createdAt) : 'Never'],
  ];
  if (character.additionalSpellSchools.length) facts.push(['Additional spell schools', character.additionalSpellSchools.join(', ')]);
  return (
    <article className="character-sheet" aria-label={`Character sheet of ${build.character_name}`}>
      <Heading className="h3">
        {build.character_name}{' '}
        <span className={`badge border ${character.committed ? 'text-bg-success' : 'text-bg-light'} align-middle fs-6`}>
          {character.committed ? 'Committed' : 'Not committed'}
        </span>
      </Heading>
      {printing && (
        <p className="sheet-printing small mb-2">
          {printing.eventTitle ? `${printing.eventTitle} · ` : ''}Printed {formatDateTime(printing.printedAt)}
        </p>
      )}
      <dl className="row mb-2">
        {facts.map(([term, value]) => (
          <div key={term} className="col-6 col-md-4">
            <dt className="small text-body-secondary">{term}</dt>
            <dd className="mb-2">{value}</dd>
          </div>
        ))}
      </dl>
      <Heading className="h5">Skills</Heading>
      <PurchasedSkills data={data} build={build} descriptions={Boolean(printing)} />
    </article>
  );
}
