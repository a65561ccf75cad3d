import { useMutation, useQuery } from '@apollo/client/react';
import { findRace } from '@larp/rules';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useParams } from 'react-router';
import { Loading } from '../../components/loading';
import { NotFound } from '../../components/not-found';
import { PageTitle } from '../../components/page-title';
import { RaceRulesQuery } from '../../features/characters/characters.operations';
import { raceGameData } from '../../features/characters/race-rules';
import { useGameData } from '../../features/editor/game-data';
import { CharacterSheet, sheetBuild, type SheetCharacter } from '../../features/staff/character-sheet';
import { ConfirmDialog } from '../../features/staff/confirm-dialog';
import { StaffFormStatus, useStaffForm } from '../../features/staff/staff-form';
import { STAFF_TEXT } from '../../features/staff/staff-messages';
import {
  SecretOptionsQuery,
  SetAdditionalSpellSchoolsMutation,
  SetTransformationMutation,
  StaffCharacterSheetsQuery,
} from '../../features/staff/staff.operations';

type Pending = { kind: 'school'; school: string } | { kind: 'transformation'; name: string | null } | null;

/** /staff/users/:user_id/character_sheet/:character_id — the read-only sheet, additional spell schools and the transformation. */
export function StaffCharacterSheetPage() {
  const { user_id: userId = '', character_id: characterId = '' } = useParams();
  const sheet = useQuery(StaffCharacterSheetsQuery, { variables: { ids: [characterId] }, fetchPolicy: 'network-only' });
  const game = useGameData();
  if (sheet.error && !sheet.data) return <Alert variant="danger">{STAFF_TEXT.loadError}</Alert>;
  if (game.failed) return <Alert variant="danger">The game data could not be loaded. Please try again later.</Alert>;
  if (!sheet.data || !game.answer) return <Loading />;
  const character = sheet.data.characters.at(0);
  if (!character || character.userId !== userId) return <NotFound />;
  const name = sheetBuild(character)?.characterName ?? '';
  return (
    <>
      <PageTitle>{`Character sheet: ${name}`}</PageTitle>
      <h1 className="h2">Character sheet</h1>
      <p className="d-print-none">
        <Link to="/staff/manage_characters">Back to Manage Characters</Link> ·{' '}
        <Link to={`/staff/print_character_sheets?ids=${character.id}`}>Print this sheet</Link>
      </p>
      <CharacterSheet character={character} game={game.answer} />
      <StaffCharacterControls character={character} />
    </>
  );
}

function StaffCharacterControls({ character }: { character: SheetCharacter }) {
  const secret = useQuery(SecretOptionsQuery);
  const races = useQuery(RaceRulesQuery);
  const [setSchools] = useMutation(SetAdditionalSpellSchoolsMutation);
  const [setTransformation] = useMutation(SetTransformationMutation);
  const [pending, setPending] = useState<Pending>(null);
  const form = useStaffForm();
  const build = sheetBuild(character);
  const currentTransformation = build?.characterRace.transformation ?? null;
  const [chosenTransformation, setChosenTransformation] = useState<string>(currentTransformation ?? '');
  const allowed = useMemo(() => {
    if (!races.data || !build) return [];
    return findRace(raceGameData(races.data), build.characterRace.race ?? null, build.characterRace.subculture)?.transformations ?? [];
  }, [races.data, build]);

  async function handleConfirm() {
    if (!pending) return;
    await form.submit(async () => {
      if (pending.kind === 'school') {
        await setSchools({
          variables: {
            userId: character.userId,
            characterId: character.id,
            schools: [...character.additionalSpellSchools, pending.school],
          },
        });
      } else {
        await setTransformation({ variables: { userId: character.userId, characterId: character.id, transformation: pending.name } });
      }
      return STAFF_TEXT.updated;
    });
    setPending(null);
  }

  return (
    <section className="mt-4 d-print-none" aria-labelledby="staff-controls">
      <h2 id="staff-controls" className="h4">
        Staff changes
      </h2>
      <fieldset className="mb-3">
        <legend className="h6">Additional spell schools</legend>
        <p className="small text-body-secondary">Enabling a school cannot be undone.</p>
        {secret.error && <Alert variant="danger">{STAFF_TEXT.loadError}</Alert>}
        {secret.data?.secretOptions.length === 0 && <p>The ruleset has no additional spell schools.</p>}
        {secret.data?.secretOptions.map((school) => {
          const enabled = character.additionalSpellSchools.includes(school);
          return (
            <Form.Check
              key={school}
              id={`school-${school}`}
              className="text-capitalize"
              label={school}
              checked={enabled || (pending?.kind === 'school' && pending.school === school)}
              disabled={enabled || form.submitting}
              onChange={(event) => event.target.checked && setPending({ kind: 'school', school })}
            />
          );
        })}
      </fieldset>
      <Form
        className="mb-3"
        style={{ maxWidth: '28rem' }}
        onSubmit={(event) => {
          event.preventDefault();
          const name = chosenTransformation || null;
          if (name === currentTransformation) {
            form.refuse(STAFF_TEXT.noChanges);
            return;
          }
          setPending({ kind: 'transformation', name });
        }}
      >
        <Form.Group controlId="staff-transformation" className="mb-2">
          <Form.Label>Transformation</Form.Label>
          <Form.Select
            value={chosenTransformation}
            onChange={(event) => setChosenTransformation(event.target.value)}
            disabled={form.submitting}
          >
            <option value="">None</option>
            {[...new Set([...allowed, ...(currentTransformation ? [currentTransformation] : [])])].map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button type="submit" variant="warning" disabled={form.submitting}>
          Apply Transformation
        </Button>
      </Form>
      <StaffFormStatus state={form.state} />
      <ConfirmDialog
        show={pending !== null}
        title={pending?.kind === 'school' ? 'Enable an additional spell school' : 'Change the transformation'}
        confirmLabel={pending?.kind === 'school' ? `Enable ${pending.school}` : 'Transform'}
        variant={pending?.kind === 'school' ? 'primary' : 'danger'}
        busy={form.submitting}
        onConfirm={() => void handleConfirm()}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'school' ? (
          <p>
            Enable <strong className="text-capitalize">{pending.school}</strong> for {build?.characterName}? This cannot be undone.
          </p>
        ) : (
          <p>
            {pending?.kind === 'transformation' && pending.name
              ? `Transform ${build?.characterName} into ${pending.name}?`
              : `End the transformation of ${build?.characterName}?`}{' '}
            <strong>Transforming deletes the character&apos;s racial skills.</strong>
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}

export default StaffCharacterSheetPage;
