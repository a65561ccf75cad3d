import { type RaceDefinition, type RulebookLink, type RulesetGeneral, type TransformationDefinition } from '@larp/rules';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LevelTable } from './level-table';

/*
 * The forms of the ruleset's other parts (rules/README.md): races with their subcultures, default
 * attributes and attribute choices; transformations; event role types; class descriptions; rulebook
 * links; the ruleset's header. Like the skill form they only shape the value: the page runs the
 * rules' validator over the ruleset the value would make and names the problems.
 */

/** A list typed as "Dwarf, Stoneborn": the names, blanks dropped. */
const namesOf = (text: string): string[] =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');

/** A list of names typed with commas, kept as typed while the value follows it. */
function NameListField({
  id,
  label,
  help,
  names,
  onChange,
}: {
  id: string;
  label: string;
  help: string;
  names: string[];
  onChange: (names: string[]) => void;
}) {
  const [text, setText] = useState(names.join(', '));
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={text}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          setText(event.target.value);
          onChange(namesOf(event.target.value));
        }}
      />
      <Form.Text id={`${id}-help`}>{help}</Form.Text>
    </Form.Group>
  );
}

function DescriptionField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (text: string) => void }) {
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control as="textarea" rows={3} value={value} onChange={(event) => onChange(event.target.value)} />
    </Form.Group>
  );
}

/** A race or one of its subcultures: each subculture is a race entry of its own with the race's name. */
export function RaceForm({
  race,
  transformationNames,
  onChange,
}: {
  race: RaceDefinition;
  transformationNames: string[];
  onChange: (race: RaceDefinition) => void;
}) {
  const choosing = race.attribute_choice !== null;
  const [choices, setChoices] = useState<string[]>(race.attribute_choice ?? []);
  const { race_description: description, ...rest } = race;
  return (
    <div>
      <div className="row g-2">
        <Form.Group controlId="race-name" className="mb-3 col-12 col-sm-6">
          <Form.Label>Race</Form.Label>
          <Form.Control value={race.race_name} onChange={(event) => onChange({ ...race, race_name: event.target.value })} />
        </Form.Group>
        <Form.Group controlId="race-subculture" className="mb-3 col-12 col-sm-6">
          <Form.Label>Subculture</Form.Label>
          <Form.Control
            value={race.subculture_name ?? ''}
            aria-describedby="race-subculture-help"
            onChange={(event) => onChange({ ...race, subculture_name: event.target.value === '' ? null : event.target.value })}
          />
          <Form.Text id="race-subculture-help">Empty for a race without subcultures.</Form.Text>
        </Form.Group>
      </div>
      <NameListField
        id="race-defaults"
        label="Default attributes"
        help="Every character of this race has them, in this order; separate them with commas."
        names={race.default_attributes}
        onChange={(names) => onChange({ ...race, default_attributes: names })}
      />
      <Form.Check
        id="race-choosing"
        className="mb-2"
        label="The player chooses one more attribute"
        checked={choosing}
        onChange={(event) => onChange({ ...race, attribute_choice: event.target.checked ? choices : null })}
      />
      {choosing && (
        <NameListField
          id="race-choices"
          label="Attribute choices"
          help="The attributes a player chooses one of; separate them with commas."
          names={race.attribute_choice ?? []}
          onChange={(names) => {
            setChoices(names);
            onChange({ ...race, attribute_choice: names });
          }}
        />
      )}
      <fieldset className="mb-3">
        <legend className="fs-6">Transformations it may take</legend>
        {transformationNames.length === 0 && <p className="small text-body-secondary mb-0">The ruleset has no transformations.</p>}
        <div className="d-flex flex-wrap gap-3">
          {transformationNames.map((name) => (
            <Form.Check
              key={name}
              id={`race-transformation-${name}`}
              label={name}
              checked={race.transformations.includes(name)}
              onChange={(event) =>
                onChange({
                  ...race,
                  transformations: event.target.checked
                    ? transformationNames.filter((other) => other === name || race.transformations.includes(other))
                    : race.transformations.filter((other) => other !== name),
                })
              }
            />
          ))}
        </div>
      </fieldset>
      <DescriptionField
        id="race-description"
        label="Description (shown where a race is chosen)"
        value={description ?? ''}
        onChange={(text) => onChange(text === '' ? rest : { ...rest, race_description: text })}
      />
    </div>
  );
}

export function TransformationForm({
  transformation,
  onChange,
}: {
  transformation: TransformationDefinition;
  onChange: (transformation: TransformationDefinition) => void;
}) {
  const { transformation_description: description, ...rest } = transformation;
  return (
    <div>
      <Form.Group controlId="transformation-name" className="mb-3">
        <Form.Label>Name</Form.Label>
        <Form.Control
          value={transformation.transformation_name}
          aria-describedby="transformation-name-help"
          onChange={(event) => onChange({ ...transformation, transformation_name: event.target.value })}
        />
        <Form.Text id="transformation-name-help">A new name is written into the races that may take it.</Form.Text>
      </Form.Group>
      <NameListField
        id="transformation-defaults"
        label="Default attributes"
        help="A transformed character has exactly these, in this order; separate them with commas."
        names={transformation.default_attributes}
        onChange={(names) => onChange({ ...transformation, default_attributes: names })}
      />
      <DescriptionField
        id="transformation-description"
        label="Description (shown where a transformation is chosen)"
        value={description ?? ''}
        onChange={(text) => onChange(text === '' ? rest : { ...rest, transformation_description: text })}
      />
    </div>
  );
}

/** An event role type's or a class's description; a new role type also gets its code here. */
export function DescriptionForm({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return <DescriptionField id={id} label={label} value={value} onChange={onChange} />;
}

/** The rulebook links home shows, in order. */
export function RulebooksForm({ links, onChange }: { links: RulebookLink[]; onChange: (links: RulebookLink[]) => void }) {
  const put = (index: number, link: RulebookLink) => onChange(links.map((other, at) => (at === index ? link : other)));
  const move = (index: number, by: number) => {
    const next = [...links];
    next.splice(index + by, 0, ...next.splice(index, 1));
    onChange(next);
  };
  return (
    <div>
      {links.length === 0 && <p className="text-body-secondary">No rulebook links: home shows none (unless the server sets its own).</p>}
      {links.map((link, index) => {
        const { text, ...rest } = link;
        return (
          <fieldset key={index} className="border rounded p-2 mb-2">
            <legend className="fs-6 px-1 w-auto float-none">Link {index + 1}</legend>
            <div className="row g-2">
              <Form.Group controlId={`rulebook-${index}-label`} className="col-12 col-sm-5">
                <Form.Label className="small mb-0">Label</Form.Label>
                <Form.Control size="sm" value={link.label} onChange={(event) => put(index, { ...link, label: event.target.value })} />
              </Form.Group>
              <Form.Group controlId={`rulebook-${index}-url`} className="col-12 col-sm-7">
                <Form.Label className="small mb-0">Address (http or https)</Form.Label>
                <Form.Control
                  size="sm"
                  type="url"
                  value={link.url}
                  onChange={(event) => put(index, { ...link, url: event.target.value })}
                />
              </Form.Group>
              <Form.Group controlId={`rulebook-${index}-text`} className="col-12">
                <Form.Label className="small mb-0">What it holds (optional)</Form.Label>
                <Form.Control
                  size="sm"
                  value={text ?? ''}
                  onChange={(event) => put(index, event.target.value === '' ? rest : { ...rest, text: event.target.value })}
                />
              </Form.Group>
            </div>
            <div className="d-flex flex-wrap gap-2 mt-2">
              <Button size="sm" variant="outline-secondary" disabled={index === 0} onClick={() => move(index, -1)}>
                Move up
              </Button>
              <Button size="sm" variant="outline-secondary" disabled={index === links.length - 1} onClick={() => move(index, 1)}>
                Move down
              </Button>
              <Button size="sm" variant="outline-danger" onClick={() => onChange(links.filter((_, at) => at !== index))}>
                Remove link {index + 1}
              </Button>
            </div>
            {(index === 0 || index === links.length - 1) && links.length > 1 && (
              <p className="small text-body-secondary mb-0 mt-1">
                {index === 0 ? 'The first link cannot move up.' : 'The last link cannot move down.'}
              </p>
            )}
          </fieldset>
        );
      })}
      <Button size="sm" variant="outline-primary" onClick={() => onChange([...links, { label: '', url: 'https://' }])}>
        Add link
      </Button>
    </div>
  );
}

/** The ruleset's header: its name, version label, level table and secret spell schools. */
export function GeneralForm({ general, onChange }: { general: RulesetGeneral; onChange: (general: RulesetGeneral) => void }) {
  return (
    <div>
      <div className="row g-2">
        <Form.Group controlId="general-name" className="mb-3 col-12 col-sm-8">
          <Form.Label>Ruleset name</Form.Label>
          <Form.Control value={general.name} onChange={(event) => onChange({ ...general, name: event.target.value })} />
        </Form.Group>
        <Form.Group controlId="general-version" className="mb-3 col-12 col-sm-4">
          <Form.Label>Version label</Form.Label>
          <Form.Control
            value={String(general.version)}
            aria-describedby="general-version-help"
            onChange={(event) => onChange({ ...general, version: event.target.value })}
          />
          <Form.Text id="general-version-help">Free text up to 64 characters, e.g. v2-spring.</Form.Text>
        </Form.Group>
      </div>
      <NameListField
        id="general-schools"
        label="Secret spell schools"
        help="Schools staff may enable per character, beside the nine standard ones; separate them with commas."
        names={general.additional_spell_schools}
        onChange={(names) => onChange({ ...general, additional_spell_schools: names })}
      />
      <LevelTable levels={general.character_levels} onChange={(levels) => onChange({ ...general, character_levels: levels })} />
    </div>
  );
}
