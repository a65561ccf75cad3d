import { raceDescription } from '@larp/rules';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { graphql } from '../../graphql/generated';
import type { CharacterRowFieldsFragment } from '../../graphql/generated/graphql';
import { UNCOMMITTED_BADGE } from '../../components/build-badges';
import { EmptyState } from '../../components/empty-state';
import { FormMessage } from '../../components/form-message';
import { CHARACTER_TEXT } from './character-messages';
import { DeleteCharacterDialog } from './delete-character-dialog';

/**
 * One row of the table. `shownBuild` is the committed build when it counts as committed (players §4),
 * else the saved one; `committed` says which it is.
 */
export const CharacterRowFields = graphql(`
  fragment CharacterRowFields on Character {
    id
    characterXpTotal
    characterXpSequence
    deathCount
    reaperFightCount
    deleteAllowed
    committed
    uncommittedChanges
    shownBuild {
      characterName
      characterClass
      characterRace {
        race
        subculture
        transformation
      }
    }
  }
`);

export type HomeCharacter = CharacterRowFieldsFragment;

/** The name a character goes by: that of the build shown (committed if it counts as committed, else saved). */
export const characterName = (character: HomeCharacter): string => character.shownBuild?.characterName ?? '';

const classLabel = (name: string | null | undefined) => (name ? name.charAt(0).toUpperCase() + name.slice(1) : '');

/**
 * Players §2 "Characters table": Name, Race, Class, Events (the XP sequence), XP Total, Deaths --
 * Reaper Fights, a Delete column only when some character has delete_allowed, and Edit per row. The
 * row shows the build the server names `shownBuild` (players §4), says which one it is, and marks a
 * committed character with saved changes not yet committed. Below 576 px each row is a card.
 */
export function CharactersTable({ characters, onDeleted }: { characters: readonly HomeCharacter[]; onDeleted: () => void }) {
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  // the last deletion, confirmed in words (the row is gone, and the focus was in the dialog)
  const [deleted, setDeleted] = useState<{ name: string } | null>(null);
  const showDelete = characters.some((character) => character.deleteAllowed);
  const confirmation = deleted && (
    <FormMessage variant="success" trigger={deleted}>
      {CHARACTER_TEXT.deleted(deleted.name)}
    </FormMessage>
  );
  if (characters.length === 0) {
    return (
      <>
        {confirmation}
        <EmptyState title="You have no characters yet.">
          A character is who you play at events. <Link to="/new_character">Create your first character</Link>, then register it for an event
          on the <Link to="/events">Events</Link> page.
        </EmptyState>
      </>
    );
  }
  return (
    <>
      {confirmation}
      <Table striped responsive className="align-middle table-cards" aria-label="Your characters">
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
                  {character.uncommittedChanges && (
                    <Badge bg="warning" text="dark" className="ms-1">
                      {UNCOMMITTED_BADGE}
                    </Badge>
                  )}
                </th>
                <td data-label="Race">{raceDescription(character.shownBuild?.characterRace)}</td>
                <td data-label="Class">{classLabel(character.shownBuild?.characterClass)}</td>
                <td data-label="Events">{character.characterXpSequence}</td>
                <td data-label="XP Total">{character.characterXpTotal}</td>
                <td data-label="Deaths -- Reaper Fights">
                  {character.deathCount} -- {character.reaperFightCount}
                </td>
                <td className="table-cards-actions">
                  <Link to={`/character_editor/${character.id}`} className="btn btn-sm btn-primary" aria-label={`Edit ${name}`}>
                    Edit
                  </Link>
                </td>
                {showDelete && (
                  <td className="table-cards-actions">
                    {character.deleteAllowed && (
                      <Button
                        size="sm"
                        variant="outline-danger"
                        aria-label={`Delete ${name}`}
                        onClick={() => setDeleting({ id: character.id, name })}
                      >
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
            setDeleted({ name: deleting.name });
            setDeleting(null);
            onDeleted();
          }}
        />
      )}
    </>
  );
}
