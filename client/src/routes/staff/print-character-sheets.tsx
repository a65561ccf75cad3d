import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { useGameData } from '../../features/editor/game-data';
import { CharacterSheet, sortSheetsByName } from '../../features/staff/character-sheet';
import { STAFF_TEXT } from '../../features/staff/staff-messages';
import { StaffCharacterSheetsQuery } from '../../features/staff/staff.operations';
import '../../features/staff/print-sheets.css';

/** The ids passed in ?ids=a,b (at most 1,000, as the server's id lists), without repeats. */
export function idsToPrint(value: string | null): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ].slice(0, 1000);
}

/** /staff/print_character_sheets?ids=a,b: one sheet per character by name, a page break between them; none passed: back to the selection. */
export function PrintCharacterSheetsPage() {
  const [params] = useSearchParams();
  const ids = idsToPrint(params.get('ids'));
  const sheets = useQuery(StaffCharacterSheetsQuery, { variables: { ids }, skip: ids.length === 0, fetchPolicy: 'network-only' });
  const game = useGameData();
  // The moment the sheets were fetched: the date each printed page carries.
  const [printedAt] = useState(() => new Date());
  if (ids.length === 0) return <Navigate to="/staff/select_character_sheets" replace />;
  if ((sheets.error && !sheets.data) || game.failed) return <Alert variant="danger">{STAFF_TEXT.printFetchError}</Alert>;
  if (!sheets.data || !game.answer) return <Loading />;
  const gameData = game.answer;
  const characters = sortSheetsByName(sheets.data.characters);
  const printing = { printedAt };
  return (
    <>
      <PageTitle>Character sheets</PageTitle>
      <div className="d-print-none mb-3">
        <h1 className="h2">Character sheets</h1>
        <p>
          {characters.length} {characters.length === 1 ? 'sheet' : 'sheets'}, one page each.{' '}
          <Link to="/staff/select_character_sheets">Choose other characters</Link>
        </p>
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      {characters.length === 0 && <Alert variant="warning">{STAFF_TEXT.printFetchError}</Alert>}
      {characters.map((character) => (
        <div key={character.id} className="print-sheet mb-5">
          <CharacterSheet character={character} game={gameData} printing={printing} />
        </div>
      ))}
    </>
  );
}

export default PrintCharacterSheetsPage;
