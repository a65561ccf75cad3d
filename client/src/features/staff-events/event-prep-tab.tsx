import { useQuery } from '@apollo/client/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Loading } from '../../components/loading';
import { STAFF_TEXT } from '../staff/staff-messages';
import { ScrollTable } from './scroll-table';
import { personName, type ReviewEvent } from './review-types';
import { CharactersByIdsQuery } from './staff-events.operations';

/**
 * The Event Prep tab (only before any attendance exists): the accepted registrations' characters,
 * fetched by their ids (get_characters_by_ids), in a printable table.
 */
export function EventPrepTab({ event }: { event: ReviewEvent }) {
  const ids = [...new Set(event.eventRegistrations.filter((r) => r.state === 'accepted').flatMap((r) => (r.characterId ? [r.characterId] : [])))];
  const { data, error } = useQuery(CharactersByIdsQuery, { variables: { ids }, skip: ids.length === 0, fetchPolicy: 'network-only' });
  if (ids.length === 0) return <p>No accepted registrations with a character yet.</p>;
  if (error) return <Alert variant="danger">{STAFF_TEXT.printFetchError}</Alert>;
  if (!data) return <Loading />;
  const characters = [...data.characters].sort((a, b) => (a.shownBuild?.characterName ?? '').localeCompare(b.shownBuild?.characterName ?? ''));
  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2 d-print-none">
        <Button variant="outline-primary" onClick={() => window.print()}>
          Print
        </Button>
        <span>{characters.length} accepted characters</span>
      </div>
      <h2 className="h5 d-none d-print-block">Event Prep: {event.eventTitle}</h2>
      <ScrollTable label="Accepted characters">
        <thead>
          <tr>
            <th scope="col">Character</th>
            <th scope="col">Player</th>
            <th scope="col">Race</th>
            <th scope="col">Class</th>
            <th scope="col">Level</th>
            <th scope="col">XP</th>
            <th scope="col">Events</th>
            <th scope="col">Deaths</th>
            <th scope="col">Reaper fights</th>
          </tr>
        </thead>
        <tbody>
          {characters.map((character) => (
            <tr key={character.id}>
              <th scope="row">{character.shownBuild?.characterName ?? '—'}</th>
              <td>{personName(character.user)}</td>
              <td>
                {[character.shownBuild?.characterRace.race, character.shownBuild?.characterRace.subculture].filter(Boolean).join(' / ') || '—'}
              </td>
              <td>{character.shownBuild?.characterClass ?? '—'}</td>
              <td>{character.characterLevel}</td>
              <td>{character.characterXpTotal}</td>
              <td>{character.characterXpSequence}</td>
              <td>{character.deathCount}</td>
              <td>{character.reaperFightCount}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </>
  );
}
