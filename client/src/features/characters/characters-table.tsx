import { raceDescription } from '@larp/rules';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import type { HomeCharactersQuery } from '../../graphql/generated/graphql';
import { DeleteCharacterDialog } from './delete-character-dialog';

export type HomeCharacter = HomeCharactersQuery['myCharacters'][number];

/** The name a character goes by: that of the build shown (committed if it counts as committed, else saved). */
export const characterName = (character: HomeCharacter): string => character.shownBuild?.characterName ?? '';

const classLabel = (name: string | null | undefined) => (name ? name.charAt(0).toUpperCase() + name.slice(1) : '');

/**
 * Players §2 "Characters table": Name, Race, Class, Events (the XP sequence), XP Total, Deaths --
 * Reaper Fights, a Delete column only when some character has delete_allowed, and Edit per row. The
 * row shows the build the server names `shownBuild` (players §4) and says which one it is.
 */
export function CharactersTable({ characters, onDeleted }: { characters: readonly HomeCharacter[]; onDeleted: () => void }) {
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const showDelete = characters.some((character) => character.deleteAllowed);
  if (characters.length === 0) return <p>You have no characters yet.</p>;
  return (
    <>
      <Table striped responsive className="align-middle" aria-label="Your characters">
        <thead className="text-nowrap">
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Race</th>
            <th scope="col">Class</th>
            <th scope="col">Events</th>
            <th scope="col">XP Total</th>
            <th scope="col">Deaths -- Reaper Fights</th>
            <th scope="col">Edit</th>
            {showDelete && <th scope="col">Delete</th>}
          </tr>
        </thead>
        <tbody>
          {characters.map((character) => {
            const name = characterName(character);
            return (
              <tr key={character.id}>
                <th scope="row">
                  {name}{' '}
                  <Badge bg={character.committed ? 'success' : 'secondary'} className="ms-1">
                    {character.committed ? 'Committed build' : 'Saved build'}
                  </Badge>
                </th>
                <td>{raceDescription(character.shownBuild?.characterRace)}</td>
                <td>{classLabel(character.shownBuild?.characterClass)}</td>
                <td>{character.characterXpSequence}</td>
                <td>{character.characterXpTotal}</td>
                <td>
                  {character.deathCount} -- {character.reaperFightCount}
                </td>
                <td>
                  <Link to={`/character_editor/${character.id}`} className="btn btn-sm btn-primary" aria-label={`Edit ${name}`}>
                    Edit
                  </Link>
                </td>
                {showDelete && (
                  <td>
                    {character.deleteAllowed && (
                      <Button size="sm" variant="outline-danger" aria-label={`Delete ${name}`} onClick={() => setDeleting({ id: character.id, name })}>
                        Delete
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </Table>
      {deleting && (
        <DeleteCharacterDialog
          character={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            onDeleted();
          }}
        />
      )}
    </>
  );
}
