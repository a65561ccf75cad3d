import { MockedProvider } from '@apollo/client/testing/react';
import { sampleRuleset } from '../../../../rules/src/sample-ruleset';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeCachedGameData, type GameDataAnswer } from '../editor/game-data';
import { StaffCharacterSheetsQuery } from '../staff/staff.operations';
import { EventPrepTab } from './event-prep-tab';
import { bigEvent } from '../../test/staff-events-fixtures';

// Typing through whole forms takes a few seconds in jsdom, more while the suite runs in parallel.
jest.setTimeout(30_000);

const game: GameDataAnswer = {
  skills: sampleRuleset.skills,
  races: sampleRuleset.races,
  transformations: sampleRuleset.transformations,
  event_role_types: sampleRuleset.event_role_types,
  character_levels: sampleRuleset.character_levels,
};
const human = sampleRuleset.races.find((race) => race.race_name === 'Human')!;
const battleHardened = sampleRuleset.skills.find((skill) => skill.skill_name === 'Battle Hardened')!;

/** A character as the staff sheet query answers it. */
function sheet(
  id: string,
  name: string,
  user: { id: string; firstName: string; lastName: string },
  skills: Array<{ skillId: string; entry: unknown }>,
) {
  const build = {
    __typename: 'CharacterBuild' as const,
    characterName: name,
    characterClass: 'fighter',
    characterBuildCost: skills.length * 2,
    createdAt: '2026-05-01T10:00:00.000Z',
    characterRace: {
      __typename: 'CharacterRace' as const,
      race: human._id,
      subculture: null,
      transformation: null,
      raceAttributes: human.default_attributes,
    },
    characterSkills: skills.map((skill) => ({ __typename: 'CharacterSkillRow' as const, ...skill })),
  };
  return {
    __typename: 'Character' as const,
    id,
    buildVersion: 1,
    committed: true,
    characterLevel: 2,
    characterXpTotal: 30,
    deathCount: 1,
    reaperFightCount: 0,
    additionalSpellSchools: [],
    savedBuild: build,
    committedBuild: build,
    shownBuild: build,
    userId: user.id,
    characterXpSequence: 4,
    user: { __typename: 'User' as const, ...user, email: `${user.id}@example.org` },
  };
}

describe('the Event Prep tab', () => {
  // Registrations 0 and 3 of the fixture are accepted (characters c0 and c3); 1, 2 and 4 are not.
  // Registration 3 is an NPC's: made a PC here, and the NPC case tested on its own below.
  const fixture = bigEvent(5);
  const event = { ...fixture, eventRegistrations: fixture.eventRegistrations.map((r) => (r.id === 'r3' ? { ...r, eventRole: 'pc' } : r)) };
  const accepted = ['c0', 'c3'];
  const answer = {
    request: { query: StaffCharacterSheetsQuery, variables: { ids: accepted } },
    result: {
      data: {
        characters: [
          { ...sheet('c3', 'Wren', { id: 'u3', firstName: 'First3', lastName: 'Last3' }, []), committed: false },
          sheet('c0', 'Aldo', { id: 'u0', firstName: 'First0', lastName: 'Last0' }, [
            { skillId: battleHardened._id, entry: { purchase_count: 1, grants: [] } },
          ]),
        ],
      },
    },
  };

  beforeEach(() => {
    writeCachedGameData(game);
    globalThis.fetch = jest.fn(() => Promise.resolve(new Response(JSON.stringify({ data: game }), { status: 200 }))) as typeof fetch;
  });

  it("prints the accepted characters' full sheets (the staff print sheet), one page each, in name order, with descriptions, event, print date and committed mark", async () => {
    const { container } = render(
      <MockedProvider mocks={[answer]}>
        <EventPrepTab event={event} />
      </MockedProvider>,
    );
    const aldo = await screen.findByRole('article', { name: 'Character sheet of Aldo' });
    const wren = screen.getByRole('article', { name: 'Character sheet of Wren' });
    // The whole sheet: the header facts and the skills.
    expect(within(aldo).getByText('First0 Last0')).toBeInTheDocument();
    expect(within(aldo).getByText('Fighter')).toBeInTheDocument();
    expect(within(aldo).getByText('Deaths -- Reaper Fights')).toBeInTheDocument();
    expect(within(aldo).getByRole('heading', { name: 'Skills' })).toBeInTheDocument();
    expect(within(aldo).getByText(/Battle Hardened/)).toBeInTheDocument();
    expect(within(wren).getByText('No skills purchased')).toBeInTheDocument();
    // Paper is read away from the rules and outlives the build: each skill's description, the event,
    // the print date and whether the build is committed.
    expect(within(aldo).getByText(battleHardened.skill_description)).toBeInTheDocument();
    for (const page of [aldo, wren]) expect(within(page).getByText(new RegExp(`^${event.eventTitle} · Printed \\S`))).toBeInTheDocument();
    expect(within(aldo).getByRole('heading', { level: 3, name: 'Aldo Committed' })).toBeInTheDocument();
    expect(within(wren).getByRole('heading', { level: 3, name: 'Wren Not committed' })).toBeInTheDocument();
    // One print page per sheet (print-sheets.css breaks after each .print-sheet), the list stays on screen only.
    const pages = [...container.querySelectorAll('.print-sheet')];
    expect(pages.map((page) => page.querySelector('article')?.getAttribute('aria-label'))).toEqual([
      'Character sheet of Aldo',
      'Character sheet of Wren',
    ]);
    expect(screen.getByRole('table', { name: 'Accepted characters' }).closest('.d-print-none')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /First1|First2|First4/ })).not.toBeInTheDocument();
  });

  it('prints with the browser', async () => {
    const print = jest.fn();
    window.print = print;
    render(
      <MockedProvider mocks={[answer]}>
        <EventPrepTab event={event} />
      </MockedProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Print character sheets' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("prints no accepted NPC's own character: an NPC plays the organisers' characters", async () => {
    const npcAnswer = {
      request: { query: StaffCharacterSheetsQuery, variables: { ids: ['c0'] } },
      result: { data: { characters: [answer.result.data.characters[1]] } },
    };
    render(
      <MockedProvider mocks={[npcAnswer]}>
        <EventPrepTab event={fixture} />
      </MockedProvider>,
    );
    await screen.findByRole('article', { name: 'Character sheet of Aldo' });
    expect(screen.queryByRole('article', { name: 'Character sheet of Wren' })).not.toBeInTheDocument();
  });

  it('says so when no accepted registration has a character', () => {
    render(
      <MockedProvider mocks={[]}>
        <EventPrepTab event={{ ...event, eventRegistrations: event.eventRegistrations.map((r) => ({ ...r, state: null })) }} />
      </MockedProvider>,
    );
    expect(screen.getByText('No accepted PC registrations with a character yet.')).toBeInTheDocument();
  });
});
