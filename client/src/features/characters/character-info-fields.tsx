import {
  CHARACTER_CLASSES,
  characterProblems,
  classChoices,
  findRace,
  raceAttributesText,
  type CharacterClass,
  type GameData,
} from '@larp/rules';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { CHARACTER_TEXT } from './character-messages';
import { attributeChoicesFor, characterRaceOf, chooseRace, raceChoices, type RaceSelection } from './race-rules';

export interface CharacterInfo {
  name: string;
  selection: RaceSelection;
  characterClass: CharacterClass;
}

export interface CharacterInfoFieldsProps {
  data: GameData;
  value: CharacterInfo;
  onChange: (next: CharacterInfo) => void;
  /** /update_character: explain what a class or attribute change does to the build (players §4) */
  showChangeWarnings?: boolean;
}

const classLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Name, race (with subculture and the race's attribute choice) and class: the fields of
 * /new_character and /update_character. Every race rule comes from the rules engine through race-rules.
 */
export function CharacterInfoFields({ data, value, onChange, showChangeWarnings = false }: CharacterInfoFieldsProps) {
  const ids = {
    name: useId(),
    race: useId(),
    subculture: useId(),
    choice: useId(),
    cls: useId(),
    attrs: useId(),
    warnClass: useId(),
    warnAttrs: useId(),
    raceText: useId(),
    classText: useId(),
  };
  const races = raceChoices(data);
  const subcultures = races.find((entry) => entry.race === value.selection.race)?.subcultures ?? [];
  const hasNamedSubculture = subcultures.some((sub) => sub !== null);
  const choices = attributeChoicesFor(data, value.selection);
  const attributes = characterRaceOf(data, value.selection).race_attributes;
  const setSelection = (selection: RaceSelection) => onChange({ ...value, selection });
  // The ruleset's descriptions, beside the choice they describe, so a newcomer can choose without the rulebook.
  const raceText = findRace(data, value.selection.race, value.selection.subculture)?.race_description;
  const transformationText = value.selection.transformation
    ? data.transformationsByName.get(value.selection.transformation)?.transformation_description
    : undefined;
  const classText = classChoices(data.ruleset).find((choice) => choice.name === value.characterClass)?.description;

  return (
    <>
      <Form.Group className="mb-3" controlId={ids.name}>
        <Form.Label>Character Name</Form.Label>
        <Form.Control
          value={value.name}
          required
          maxLength={100}
          autoComplete="off"
          onChange={(event) => onChange({ ...value, name: event.target.value })}
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId={ids.race}>
        <Form.Label>Race</Form.Label>
        <Form.Select
          value={value.selection.race}
          aria-describedby={showChangeWarnings ? ids.warnAttrs : undefined}
          onChange={(event) => setSelection(chooseRace(data, event.target.value))}
        >
          {races.map((entry) => (
            <option key={entry.race} value={entry.race}>
              {entry.race}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {hasNamedSubculture && (
        <Form.Group className="mb-3" controlId={ids.subculture}>
          <Form.Label>Subculture{subcultures.includes(null) ? ' (optional)' : ''}</Form.Label>
          <Form.Select
            value={value.selection.subculture ?? ''}
            onChange={(event) => setSelection(chooseRace(data, value.selection.race, event.target.value || null))}
          >
            {subcultures.map((sub) => (
              <option key={sub ?? ''} value={sub ?? ''}>
                {sub ?? 'None'}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {raceText && (
        <p className="choice-description" id={ids.raceText}>
          {raceText}
        </p>
      )}
      {value.selection.transformation && (
        <p className="mb-2">
          Transformation: <strong>{value.selection.transformation}</strong>
          {transformationText && <span className="choice-description d-block">{transformationText}</span>}
        </p>
      )}
      {choices.length > 0 && (
        <Form.Group className="mb-3" controlId={ids.choice}>
          <Form.Label>Race Attribute Choice</Form.Label>
          <Form.Select
            value={value.selection.choice ?? ''}
            aria-describedby={showChangeWarnings ? ids.warnAttrs : undefined}
            onChange={(event) => setSelection({ ...value.selection, choice: event.target.value })}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      <p className="mb-1" id={ids.attrs}>
        Race attributes: <strong>{raceAttributesText(attributes)}</strong>
      </p>
      {showChangeWarnings && (
        <Form.Text id={ids.warnAttrs} className="d-block mb-3">
          {CHARACTER_TEXT.attributeChangeWarning}
        </Form.Text>
      )}
      <Form.Group className="mb-3 mt-3" controlId={ids.cls}>
        <Form.Label>Class</Form.Label>
        <Form.Select
          value={value.characterClass}
          aria-describedby={showChangeWarnings ? ids.warnClass : undefined}
          onChange={(event) => onChange({ ...value, characterClass: event.target.value as CharacterClass })}
        >
          {CHARACTER_CLASSES.map((name) => (
            <option key={name} value={name}>
              {classLabel(name)}
            </option>
          ))}
        </Form.Select>
        {classText && (
          <p className="choice-description mt-1" id={ids.classText}>
            {classText}
          </p>
        )}
        {showChangeWarnings && <Form.Text id={ids.warnClass}>{CHARACTER_TEXT.classChangeWarning}</Form.Text>}
      </Form.Group>
    </>
  );
}

/** The GraphQL input of a create or update from the fields' values. */
export function characterInfoInput(data: GameData, value: CharacterInfo) {
  const race = characterRaceOf(data, value.selection);
  return {
    characterName: value.name.trim(),
    characterClass: value.characterClass,
    characterRace: {
      race: race.race,
      subculture: race.subculture,
      transformation: race.transformation,
      raceAttributes: race.race_attributes,
    },
  };
}

/** The rules' character checks (players §5 "Character"), in player words; empty when the info may be sent. */
export function characterInfoProblems(data: GameData, value: CharacterInfo): string[] {
  return characterProblems(data, {
    character_name: value.name,
    character_race: characterRaceOf(data, value.selection),
    character_class: value.characterClass,
  });
}
