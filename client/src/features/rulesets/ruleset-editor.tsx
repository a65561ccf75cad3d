import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  CHARACTER_CLASSES,
  RulesetError,
  describePrereqs,
  prereqSkillNames,
  problemInWords,
  putRulesetObject,
  removalConsequences,
  rulesetObject,
  rulesetObjectKey,
  skillDependents,
  validateRuleset,
  type RaceDefinition,
  type RemovalConsequences,
  type RulebookLink,
  type RulesetGeneral,
  type RulesetObjectKind,
  type TransformationDefinition,
  type RulesetProblemInWords,
  type Ruleset,
  type SkillDefinition,
} from '@larp/rules';
import { useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import { Loading } from '../../components/loading';
import { formFailureText } from '../events/event-messages';
import { RulesetDraftJsonQuery, SaveRulesetObjectMutation } from './rulesets.operations';
import { DescriptionForm, GeneralForm, RaceForm, RulebooksForm, TransformationForm } from './part-forms';
import { SkillForm } from './skill-form';

/*
 * The ruleset editor of a draft: the skills with search, a skill's form, add / duplicate / rename /
 * remove, and the other parts as simple forms. Every keystroke runs the rules' validator over the
 * ruleset the edit would make; a save sends the one object with the version it was read at, so a
 * stale save is refused and the value saved since is shown.
 */

/** The problems the validator finds in a ruleset, in the designer's words (none: it passes). */
function problemsOf(ruleset: Ruleset): RulesetProblemInWords[] {
  try {
    validateRuleset(ruleset);
    return [];
  } catch (error) {
    if (error instanceof RulesetError) return error.problems.map(problemInWords);
    throw error;
  }
}

/** A new object id: 24 lowercase hex digits, as every _id of a ruleset. */
function newObjectId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function uniqueName(ruleset: Ruleset, base: string): string {
  const names = new Set(ruleset.skills.map((skill) => skill.skill_name));
  let name = base;
  for (let n = 2; names.has(name); n += 1) name = `${base} ${n}`;
  return name;
}

/** What is being edited: one object, its value as typed and the version it was read at. */
interface Editing {
  kind: RulesetObjectKind;
  key: string;
  version: number;
  value: unknown;
  /** a new object not yet saved */
  isNew: boolean;
}

/** The parts of a ruleset beside the skills, as the designers call them. */
const PART_LABELS: Record<RulesetObjectKind, string> = {
  skill: 'Skill',
  general: 'Name, version label, levels, secret schools',
  race: 'Race',
  transformation: 'Transformation',
  event_role_type: 'Event role type',
  class_description: 'Class description',
  rulebooks: 'Rulebook links',
};

function ProblemList({ problems }: { problems: RulesetProblemInWords[] }) {
  return (
    <Alert variant="warning" className="mt-3" role="status">
      <strong>Not saved yet: the rules refuse this.</strong>
      <ul className="mb-0">
        {problems.map((problem, index) => (
          <li key={index}>
            {problem.object}
            {problem.field ? ` — ${problem.field}` : ''}: {problem.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** One thing of the ruleset the search finds: what it is, how it is named, and the words it is found by. */
interface Found {
  kind: RulesetObjectKind;
  key: string;
  label: string;
  words: string[];
}

const raceLabel = (race: RaceDefinition) => [race.race_name, race.subculture_name].filter(Boolean).join(' — ');

/** Everything beside the skills, each with the words a search finds it by. */
function otherParts(ruleset: Ruleset): Found[] {
  const descriptions = (ruleset.class_descriptions ?? {}) as Record<string, string>;
  return [
    {
      kind: 'general',
      key: '',
      label: `General: ${ruleset.name}`,
      words: [ruleset.name, String(ruleset.version), 'version', 'levels', ...ruleset.additional_spell_schools],
    },
    ...ruleset.races.map((race) => ({
      kind: 'race' as const,
      key: race._id,
      label: `Race: ${raceLabel(race)}`,
      words: [
        race.race_name,
        race.subculture_name ?? '',
        ...race.default_attributes,
        ...(race.attribute_choice ?? []),
        ...race.transformations,
        race.race_description ?? '',
      ],
    })),
    ...ruleset.transformations.map((transformation) => ({
      kind: 'transformation' as const,
      key: transformation._id,
      label: `Transformation: ${transformation.transformation_name}`,
      words: [transformation.transformation_name, ...transformation.default_attributes, transformation.transformation_description ?? ''],
    })),
    ...Object.entries(ruleset.event_role_types).map(([code, text]) => ({
      kind: 'event_role_type' as const,
      key: code,
      label: `Event role type: ${code} (${text})`,
      words: [code, text],
    })),
    ...CHARACTER_CLASSES.map((name) => ({
      kind: 'class_description' as const,
      key: name,
      label: `Class description: ${name}`,
      words: [name, descriptions[name] ?? ''],
    })),
    {
      kind: 'rulebooks',
      key: '',
      label: `Rulebook links (${ruleset.rulebooks?.length ?? 0})`,
      words: ['rulebook', ...(ruleset.rulebooks ?? []).flatMap((link) => [link.label, link.url, link.text ?? ''])],
    },
  ];
}

const matches = (words: string[], wanted: string) => !wanted || words.some((word) => word.toLowerCase().includes(wanted));

/** The value a new object of a kind starts with. */
function newValue(ruleset: Ruleset, kind: 'race' | 'transformation' | 'event_role_type', from?: RaceDefinition): unknown {
  if (kind === 'race')
    return from
      ? { ...structuredClone(from), _id: newObjectId(), subculture_name: 'New subculture' }
      : {
          _id: newObjectId(),
          race_name: 'New race',
          subculture_name: null,
          default_attributes: ['New race'],
          attribute_choice: null,
          transformations: [],
        };
  if (kind === 'transformation')
    return { _id: newObjectId(), transformation_name: 'New transformation', default_attributes: ['New transformation'] };
  return '';
}

/** Who names a race's or transformation's object elsewhere (shown before it is removed). */
function partDependents(ruleset: Ruleset, kind: RulesetObjectKind, key: string): string[] {
  if (kind !== 'transformation') return [];
  const name = ruleset.transformations.find((transformation) => transformation._id === key)?.transformation_name;
  return ruleset.races.filter((race) => name !== undefined && race.transformations.includes(name)).map((race) => `Race ${raceLabel(race)}`);
}

const nameList = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

/** What a race row's removal takes with it: the trait groups only it gives, and their skills. */
function RaceRemovalConsequences({ consequences }: { consequences: RemovalConsequences }) {
  const { traitGroups, skillsRemoved, skillsChanged } = consequences;
  return (
    <div data-testid="removal-consequences">
      <p>
        No other race or transformation gives the trait {traitGroups.length === 1 ? 'group' : 'groups'} {nameList(traitGroups)}:{' '}
        {traitGroups.length === 1 ? 'it goes' : 'they go'} with this race.
      </p>
      {skillsRemoved.length > 0 && (
        <>
          <p>These skills go too; characters holding them lose them when the draft is published (the impact report names them):</p>
          <ul aria-label="Skills that go">
            {skillsRemoved.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      )}
      {skillsChanged.length > 0 && (
        <>
          <p>These skills lose the conditions and grants that need them:</p>
          <ul aria-label="Skills that change">
            {skillsChanged.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function RulesetEditor({
  draftId,
  objectVersions,
  onSaved,
}: {
  draftId: string;
  objectVersions: Record<string, number>;
  /** after each save: the page reads the draft's changes and impact report again */
  onSaved: () => Promise<void>;
}) {
  const answer = useQuery(RulesetDraftJsonQuery, { variables: { id: draftId }, fetchPolicy: 'network-only' });
  const [saveObject] = useMutation(SaveRulesetObjectMutation);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const [stale, setStale] = useState<{ version: number; value: unknown } | null>(null);
  const [removing, setRemoving] = useState<{ kind: RulesetObjectKind; key: string; name: string } | null>(null);
  // each form opened counts: a save's answer arriving after another form was opened leaves that form alone
  const opened = useRef(0);

  const ruleset = (answer.data?.rulesetDraftJson ?? null) as Ruleset | null;
  const versionOf = (kind: RulesetObjectKind, key: string, exists: boolean) =>
    objectVersions[rulesetObjectKey(kind, key)] ?? (exists ? 1 : 0);

  const candidate = useMemo(
    () =>
      ruleset && editing && editing.value !== undefined
        ? putRulesetObject(ruleset, editing.kind, editing.key, editing.value).ruleset
        : null,
    [ruleset, editing],
  );
  const problems = useMemo(() => (candidate ? problemsOf(candidate) : []), [candidate]);
  const wanted = search.trim().toLowerCase();
  const skills = useMemo(() => {
    const found = (ruleset?.skills ?? []).filter((skill) =>
      matches([skill.skill_name, skill.skill_type, skill.skill_subtype ?? '', ...skill.skill_tags, skill.skill_description], wanted),
    );
    return [...found].sort((a, b) => a.skill_name.localeCompare(b.skill_name));
  }, [ruleset, wanted]);
  const parts = useMemo(() => (ruleset ? otherParts(ruleset).filter((part) => matches(part.words, wanted)) : []), [ruleset, wanted]);

  if (answer.error && !ruleset) return <Alert variant="danger">{formFailureText(answer.error)}</Alert>;
  if (!ruleset) return <Loading />;
  const skillNames = ruleset.skills.map((skill) => skill.skill_name).sort((a, b) => a.localeCompare(b));

  function open(next: Editing) {
    opened.current += 1;
    setEditing(next);
    setFormKey((key) => key + 1);
    setStale(null);
    setMessage(null);
  }

  function openObject(kind: RulesetObjectKind, key: string) {
    if (!ruleset) return;
    const value = rulesetObject(ruleset, kind, key);
    open({ kind, key, version: versionOf(kind, key, value !== null), value: kind === 'rulebooks' ? (value ?? []) : value, isNew: false });
  }

  function addSkill(from?: SkillDefinition) {
    if (!ruleset) return;
    const _id = newObjectId();
    const value: SkillDefinition = from
      ? { ...structuredClone(from), _id, skill_name: uniqueName(ruleset, `${from.skill_name} (copy)`) }
      : {
          _id,
          skill_name: uniqueName(ruleset, 'New skill'),
          skill_description: '',
          skill_type: 'general',
          skill_subtype: null,
          skill_tags: [],
          skill_max_purchases: 1,
          skill_cost_model: { all: [1] },
          skill_prereq_model: null,
          skill_prereq_description: null,
          skill_trait_group: null,
          skill_grants: [],
          skill_options: {},
        };
    open({ kind: 'skill', key: _id, version: versionOf('skill', _id, false), value, isNew: true });
  }

  function addPart(kind: 'race' | 'transformation' | 'event_role_type', from?: RaceDefinition) {
    if (!ruleset) return;
    const value = newValue(ruleset, kind, from);
    const key = kind === 'event_role_type' ? '' : (value as { _id: string })._id;
    open({ kind, key, version: 0, value, isNew: true });
  }

  async function save(target: Editing, value: unknown, version: number) {
    setSaving(true);
    setMessage(null);
    const form = opened.current;
    try {
      const saved = (await saveObject({ variables: { draftId, kind: target.kind, key: target.key, version, value } })).data
        ?.saveRulesetObject;
      if (!saved) return;
      // a removed object's form closes before the ruleset without it is read back
      if (value === null && opened.current === form) setEditing(null);
      await Promise.all([answer.refetch(), onSaved()]);
      if (opened.current !== form) return;
      const also = saved.alsoChanged.length;
      // after a removal they named it: the past tense
      const others =
        target.kind === 'transformation'
          ? value === null
            ? ['race listed', 'races listed']
            : ['race lists', 'races list']
          : value === null
            ? ['other skill named', 'other skills named']
            : ['other skill names', 'other skills name'];
      setMessage({
        variant: 'success',
        text: `${value === null ? 'Removed.' : 'Saved.'}${also ? ` ${also} ${also === 1 ? others[0] : others[1]} it and ${also === 1 ? 'was' : 'were'} changed to match.` : ''} The impact report below is up to date.`,
      });
      setStale(null);
      if (value === null) setEditing(null);
      else setEditing({ ...target, version: saved.version, value: saved.value, isNew: false });
    } catch (error) {
      const extensions = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions : undefined;
      const current = extensions?.current as { version: number; value: unknown } | undefined;
      if (opened.current !== form) return;
      if (extensions?.code === 'CONFLICT' && current) setStale(current);
      setMessage({ variant: 'danger', text: formFailureText(error) });
    } finally {
      setSaving(false);
    }
  }

  const editedSkill = editing?.kind === 'skill' ? (editing.value as SkillDefinition) : null;
  const savedValue = editing && !editing.isNew ? rulesetObject(ruleset, editing.kind, editing.key) : null;
  const savedSkill = editing?.kind === 'skill' ? (savedValue as SkillDefinition | null) : null;
  const newRoleTypeProblem =
    editing?.kind === 'event_role_type' && editing.isNew
      ? editing.key.trim() === ''
        ? 'Give the new role type a code first.'
        : Object.hasOwn(ruleset.event_role_types, editing.key)
          ? `The code ${editing.key} is taken: choose another.`
          : null
      : null;
  const saveBlocked = newRoleTypeProblem ?? (problems.length ? 'The rules refuse this edit: see the problems above.' : null);
  const removable = editing && !editing.isNew && ['skill', 'race', 'transformation', 'event_role_type'].includes(editing.kind);
  const removingDependents = removing
    ? removing.kind === 'skill'
      ? skillDependents(ruleset, removing.name).map((dependent) => `${dependent.name} (${dependent.in})`)
      : partDependents(ruleset, removing.kind, removing.key)
    : [];
  const raceConsequences = removing?.kind === 'race' ? removalConsequences(ruleset, removing.key) : null;
  // the ruleset the removal would leave, through the same validator as every edit: what still needs the object is named
  const removalProblems = removing ? problemsOf(putRulesetObject(ruleset, removing.kind, removing.key, null).ruleset) : [];
  const heading = editing
    ? editedSkill
      ? editing.isNew
        ? 'New skill'
        : `Skill: ${savedSkill?.skill_name ?? editedSkill.skill_name}`
      : `${editing.isNew ? 'New ' : ''}${editing.isNew ? PART_LABELS[editing.kind].toLowerCase() : PART_LABELS[editing.kind]}${
          !editing.isNew && editing.kind === 'race' && savedValue ? `: ${raceLabel(savedValue as RaceDefinition)}` : ''
        }${!editing.isNew && editing.kind === 'transformation' && savedValue ? `: ${(savedValue as TransformationDefinition).transformation_name}` : ''}${
          !editing.isNew && (editing.kind === 'event_role_type' || editing.kind === 'class_description') ? `: ${editing.key}` : ''
        }`
    : '';
  const removeName = (target: Editing): string =>
    target.kind === 'skill'
      ? (savedSkill?.skill_name ?? '')
      : target.kind === 'race'
        ? raceLabel(savedValue as RaceDefinition)
        : target.kind === 'transformation'
          ? (savedValue as TransformationDefinition).transformation_name
          : target.key;

  return (
    <section aria-labelledby="editor-heading" className="mb-4">
      <h2 id="editor-heading" className="h4">
        Edit the draft
      </h2>
      <div className="row g-3">
        <div className="col-12 col-lg-4">
          <Form.Group controlId="ruleset-search" className="mb-2">
            <Form.Label>Search the ruleset (skills, races, transformations, role types, classes, rulebooks)</Form.Label>
            <Form.Control type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </Form.Group>
          <div className="d-flex flex-wrap gap-2 mb-2">
            <Button size="sm" onClick={() => addSkill()}>
              Add skill
            </Button>
            <Button size="sm" variant="outline-primary" onClick={() => addPart('race')}>
              Add race
            </Button>
            <Button size="sm" variant="outline-primary" onClick={() => addPart('transformation')}>
              Add transformation
            </Button>
            <Button size="sm" variant="outline-primary" onClick={() => addPart('event_role_type')}>
              Add role type
            </Button>
          </div>
          <h3 className="h6">Skills</h3>
          <ListGroup className="overflow-auto" style={{ maxHeight: '20rem' }} role="group" aria-label="Skills">
            {skills.map((skill) => (
              <ListGroup.Item
                key={skill._id}
                action
                className="text-start"
                active={editing?.key === skill._id}
                onClick={() => openObject('skill', skill._id)}
              >
                {skill.skill_name} <span className="small">({skill.skill_type.replace('_', ' ')})</span>
              </ListGroup.Item>
            ))}
          </ListGroup>
          <p className="small text-body-secondary mt-1">
            {skills.length} of {ruleset.skills.length} skills
          </p>
          <h3 className="h6 mt-3">Other parts</h3>
          {parts.length === 0 && <p className="small text-body-secondary">No other part matches.</p>}
          <ListGroup className="overflow-auto" style={{ maxHeight: '20rem' }} role="group" aria-label="Other parts">
            {parts.map((part) => (
              <ListGroup.Item
                key={`${part.kind}:${part.key}`}
                action
                className="text-start"
                active={editing?.kind === part.kind && editing.key === part.key && !editing.isNew}
                onClick={() => openObject(part.kind, part.key)}
              >
                {part.label}
              </ListGroup.Item>
            ))}
          </ListGroup>
        </div>
        <div className="col-12 col-lg-8">
          {!editing && <p className="text-body-secondary">Choose a skill or a part to edit it.</p>}
          {editing && (
            <Form
              aria-label={editedSkill ? `Skill ${editedSkill.skill_name}` : heading}
              onSubmit={(event) => {
                event.preventDefault();
                if (!saveBlocked) void save(editing, editing.value, editing.version);
              }}
            >
              <h3 className="h5">{heading}</h3>
              {editedSkill && (
                <>
                  {savedSkill && <SkillRelations ruleset={ruleset} skill={savedSkill} onOpen={(id) => openObject('skill', id)} />}
                  <SkillForm
                    key={formKey}
                    skill={editedSkill}
                    skillNames={skillNames}
                    onChange={(value) => setEditing({ ...editing, value })}
                  />
                </>
              )}
              {editing.kind === 'race' && (
                <RaceForm
                  key={formKey}
                  race={editing.value as RaceDefinition}
                  transformationNames={ruleset.transformations.map((transformation) => transformation.transformation_name)}
                  onChange={(value) => setEditing({ ...editing, value })}
                />
              )}
              {editing.kind === 'transformation' && (
                <TransformationForm
                  key={formKey}
                  transformation={editing.value as TransformationDefinition}
                  onChange={(value) => setEditing({ ...editing, value })}
                />
              )}
              {editing.kind === 'event_role_type' && editing.isNew && (
                <Form.Group controlId="role-code" className="mb-3">
                  <Form.Label>Code</Form.Label>
                  <Form.Control
                    value={editing.key}
                    maxLength={64}
                    aria-describedby="role-code-help"
                    onChange={(event) => setEditing({ ...editing, key: event.target.value.trim() })}
                  />
                  <Form.Text id="role-code-help">A short code registration questions use, e.g. crew.</Form.Text>
                </Form.Group>
              )}
              {(editing.kind === 'event_role_type' || editing.kind === 'class_description') && (
                <DescriptionForm
                  key={formKey}
                  id={`${editing.kind}-description`}
                  label={
                    editing.kind === 'event_role_type' ? 'Description' : `What a ${editing.key} is about (shown where a class is chosen)`
                  }
                  value={(editing.value as string | null) ?? ''}
                  onChange={(value) => setEditing({ ...editing, value })}
                />
              )}
              {editing.kind === 'rulebooks' && (
                <RulebooksForm links={editing.value as RulebookLink[]} onChange={(value) => setEditing({ ...editing, value })} />
              )}
              {editing.kind === 'general' && (
                <GeneralForm
                  key={formKey}
                  general={editing.value as RulesetGeneral}
                  onChange={(value) => setEditing({ ...editing, value })}
                />
              )}
              {editedSkill && savedSkill && editedSkill.skill_name !== savedSkill.skill_name && (
                <RenameNote ruleset={ruleset} from={savedSkill.skill_name} to={editedSkill.skill_name} />
              )}
              {problems.length > 0 && <ProblemList problems={problems} />}
              {stale && (
                <Alert variant="warning" className="mt-3">
                  <p className="mb-1">Saved since by someone else (version {stale.version}):</p>
                  <pre className="small bg-white p-2 border overflow-auto" style={{ maxHeight: '12rem' }}>
                    {JSON.stringify(stale.value, null, 2)}
                  </pre>
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    onClick={() => open({ ...editing, version: stale.version, value: stale.value, isNew: false })}
                  >
                    Load their version (your typing is replaced)
                  </Button>
                </Alert>
              )}
              {message && (
                <Alert variant={message.variant} className="mt-3" role={message.variant === 'danger' ? 'alert' : 'status'}>
                  {message.text}
                </Alert>
              )}
              <div className="d-flex flex-wrap gap-2 align-items-center mt-3">
                <Button type="submit" disabled={saving || saveBlocked !== null} aria-describedby={saveBlocked ? 'save-blocked' : undefined}>
                  {saving ? 'Saving…' : 'Save'}
                </Button>
                {saveBlocked && (
                  <span id="save-blocked" className="small text-body-secondary">
                    {saveBlocked}
                  </span>
                )}
                {editedSkill && savedSkill && (
                  <Button variant="outline-secondary" disabled={saving} onClick={() => addSkill(savedSkill)}>
                    Duplicate
                  </Button>
                )}
                {editing.kind === 'race' && !editing.isNew && savedValue !== null && (
                  <Button variant="outline-secondary" disabled={saving} onClick={() => addPart('race', savedValue as RaceDefinition)}>
                    Add a subculture of {(savedValue as RaceDefinition).race_name}
                  </Button>
                )}
                {removable && (
                  <Button
                    variant="outline-danger"
                    disabled={saving}
                    onClick={() => setRemoving({ kind: editing.kind, key: editing.key, name: removeName(editing) })}
                  >
                    Remove {PART_LABELS[editing.kind].toLowerCase()}
                  </Button>
                )}
              </div>
            </Form>
          )}
        </div>
      </div>
      <Modal show={removing !== null} onHide={() => setRemoving(null)} aria-labelledby="remove-heading">
        <Modal.Header closeButton>
          <Modal.Title id="remove-heading">Remove {removing?.name}?</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {raceConsequences && raceConsequences.traitGroups.length > 0 ? (
            <RaceRemovalConsequences consequences={raceConsequences} />
          ) : removingDependents.length === 0 ? (
            <p>Nothing else in the ruleset names it.</p>
          ) : removing?.kind === 'skill' ? (
            <>
              <p>These skills name it; the conditions and grants naming it are taken out of them:</p>
              <ul>
                {removingDependents.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <p>These races may take it; it is taken off their lists:</p>
              <ul>
                {removingDependents.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
          {removalProblems.length > 0 && (
            <Alert variant="warning" id="removal-refused">
              <strong>The rules refuse the removal while these need it:</strong>
              <ul className="mb-0">
                {removalProblems.map((problem, index) => (
                  <li key={index}>
                    {problem.object}
                    {problem.field ? ` — ${problem.field}` : ''}: {problem.message}
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          <p className="mb-0">Characters keep it until the draft is published; the impact report then shows who loses it.</p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            Keep it
          </Button>
          <Button
            variant="danger"
            disabled={saving || removalProblems.length > 0}
            aria-describedby={removalProblems.length > 0 ? 'removal-refused' : undefined}
            onClick={() => {
              const target = removing;
              setRemoving(null);
              if (target && editing)
                void save({ ...editing, kind: target.kind, key: target.key }, null, versionOf(target.kind, target.key, true));
            }}
          >
            Remove {removing?.name}
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}

/** What a skill's rename changes beside it: the prerequisites and grants naming it (characters keep the skill by its id). */
function RenameNote({ ruleset, from, to }: { ruleset: Ruleset; from: string; to: string }) {
  const named = [...new Set(skillDependents(ruleset, from).map((dependent) => dependent.name))];
  return (
    <Alert variant="info" className="mt-3" role="status">
      Renamed from {from} to {to || '(no name)'}.{' '}
      {named.length ? `Saving writes the new name into the prerequisites and grants of ${named.join(', ')}.` : 'No other skill names it.'}{' '}
      Characters keep the skill.
    </Alert>
  );
}

/** A list of skills named in a skill's page, each opening that skill. */
function SkillLinks({ ruleset, names, onOpen }: { ruleset: Ruleset; names: string[]; onOpen: (id: string) => void }) {
  if (names.length === 0) return <>none</>;
  return (
    <>
      {names.map((name, index) => {
        const other = ruleset.skills.find((skill) => skill.skill_name === name);
        return (
          <span key={name}>
            {index > 0 && ', '}
            {other ? (
              <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => onOpen(other._id)}>
                {name}
              </Button>
            ) : (
              name
            )}
          </span>
        );
      })}
    </>
  );
}

/** What a skill requires and grants, and which skills require or grant it (its page in the editor). */
function SkillRelations({ ruleset, skill, onOpen }: { ruleset: Ruleset; skill: SkillDefinition; onOpen: (id: string) => void }) {
  const named = skillDependents(ruleset, skill.skill_name);
  const requiredBy = [...new Set(named.filter((dependent) => dependent.in === 'prerequisites').map((dependent) => dependent.name))];
  const grantedBy = [...new Set(named.filter((dependent) => dependent.in === 'grants').map((dependent) => dependent.name))];
  const requires = prereqSkillNames(skill.skill_prereq_model);
  const grants = [...new Set(skill.skill_grants.flatMap((grant) => (grant.skill ? [grant.skill] : (grant.choices ?? []))))];
  return (
    <div role="group" aria-label={`How ${skill.skill_name} relates to other skills`}>
      <dl className="small row mb-3">
        <dt className="col-sm-3">Requires</dt>
        <dd className="col-sm-9">
          <SkillLinks ruleset={ruleset} names={requires} onOpen={onOpen} />
          {skill.skill_prereq_model && describePrereqs(skill.skill_prereq_model) ? ` (${describePrereqs(skill.skill_prereq_model)})` : ''}
        </dd>
        <dt className="col-sm-3">Required by</dt>
        <dd className="col-sm-9">
          <SkillLinks ruleset={ruleset} names={requiredBy} onOpen={onOpen} />
        </dd>
        <dt className="col-sm-3">Grants</dt>
        <dd className="col-sm-9">
          <SkillLinks ruleset={ruleset} names={grants} onOpen={onOpen} />
        </dd>
        <dt className="col-sm-3">Granted by</dt>
        <dd className="col-sm-9">
          <SkillLinks ruleset={ruleset} names={grantedBy} onOpen={onOpen} />
        </dd>
      </dl>
    </div>
  );
}
