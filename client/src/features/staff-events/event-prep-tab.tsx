import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Loading } from '../../components/loading';
import { useGameData } from '../editor/game-data';
import { CharacterSheet, sheetName, sortSheetsByName } from '../staff/character-sheet';
import { STAFF_TEXT } from '../staff/staff-messages';
import { StaffCharacterSheetsQuery } from '../staff/staff.operations';
import '../staff/print-sheets.css';
import { personName, type ReviewEvent } from './review-types';
import { ScrollTable } from './scroll-table';

/**
 * The Event Prep tab (only before any attendance exists): the accepted PC registrations' characters,
 * fetched by their ids (get_characters_by_ids), as full character sheets — the same sheet and print
 * stylesheet as /staff/print_character_sheets, one page per character — after a short list of them
 * for the screen.
 */
export function EventPrepTab({ event }: { event: Pick<ReviewEvent, 'eventTitle' | 'eventRegistrations'> }) {
  // An NPC plays the organisers' characters, not their own: only accepted PCs' sheets are printed.
  const ids = [
    ...new Set(
      event.eventRegistrations
        .filter((r) => r.state === 'ACCEPTED' && r.eventRole === 'pc')
        .flatMap((r) => (r.characterId ? [r.characterId] : [])),
    ),
  ];
  const sheets = useQuery(StaffCharacterSheetsQuery, { variables: { ids }, skip: ids.length === 0, fetchPolicy: 'network-only' });
  const game = useGameData();
  // The moment the sheets were fetched: the date each printed page carries.
  const [printedAt] = useState(() => new Date());
  if (ids.length === 0) return <p>No accepted PC registrations with a character yet.</p>;
  if ((sheets.error && !sheets.data) || game.failed) return <Alert variant="danger">{STAFF_TEXT.printFetchError}</Alert>;
  if (!sheets.data || !game.answer) return <Loading />;
  const gameData = game.answer;
  const characters = sortSheetsByName(sheets.data.characters);
  const printing = { printedAt, eventTitle: event.eventTitle };
  return (
    <>
      <div className="d-print-none">
        <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
          <Button variant="outline-primary" onClick={() => window.print()}>
            Print character sheets
          </Button>
          <span>
            {characters.length} accepted {characters.length === 1 ? 'character' : 'characters'}; printing gives one page per character
            sheet.
          </span>
        </div>
        <ScrollTable label="Accepted characters">
          <thead>
            <tr>
              <th scope="col">Character</th>
              <th scope="col">Player</th>
              <th scope="col">Level</th>
              <th scope="col">Events</th>
            </tr>
          </thead>
          <tbody>
            {characters.map((character) => (
              <tr key={character.id}>
                <th scope="row">
                  <a href={`#prep-sheet-${character.id}`}>{sheetName(character) || '—'}</a>
                </th>
                <td>{personName(character.user)}</td>
                <td>{character.characterLevel}</td>
                <td>{character.characterXpSequence}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        <h2 className="h4 mt-4">Character sheets for {event.eventTitle}</h2>
      </div>
      {characters.map((character) => (
        <div key={character.id} id={`prep-sheet-${character.id}`} className="print-sheet mb-5">
          <CharacterSheet character={character} game={gameData} headingLevel={3} printing={printing} />
        </div>
      ))}
    </>
  );
}
