import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  RulesetError,
  problemInWords,
  putRulesetObject,
  rulesetObject,
  rulesetObjectKey,
  skillDependents,
  validateRuleset,
  type RulesetObjectKind,
  type RulesetProblemInWords,
  type Ruleset,
  type SkillDefinition,
} from '@larp/rules';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import { Loading } from '../../components/loading';
import { formFailureText } from '../events/event-messages';
import { RulesetDraftJsonQuery, SaveRulesetObjectMutation } from './rulesets.operations';
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

/** The other parts of a ruleset, each edited as its JSON. */
const PARTS: Array<{ kind: RulesetObjectKind; label: string }> = [
  { kind: 'general', label: 'Name, version label, levels, secret schools' },
  { kind: 'race', label: 'Race' },
  { kind: 'transformation', label: 'Transformation' },
  { kind: 'event_role_type', label: 'Event role type' },
  { kind: 'class_description', label: 'Class description' },
  { kind: 'rulebooks', label: 'Rulebook links' },
];

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

function PartEditor({ ruleset, onEdit }: { ruleset: Ruleset; onEdit: (editing: Editing) => void }) {
  const [kind, setKind] = useState<RulesetObjectKind>('general');
  const [key, setKey] = useState('');
  const keys: Array<{ key: string; label: string }> =
    kind === 'race'
      ? ruleset.races.map((race) => ({ key: race._id, label: [race.race_name, race.subculture_name].filter(Boolean).join(' — ') }))
      : kind === 'transformation'
        ? ruleset.transformations.map((t) => ({ key: t._id, label: t.transformation_name }))
        : kind === 'event_role_type'
          ? Object.keys(ruleset.event_role_types).map((code) => ({ key: code, label: code }))
          : kind === 'class_description'
            ? ['fighter', 'rogue', 'adept', 'shadow', 'templar'].map((c) => ({ key: c, label: c }))
            : [];
  return (
    <Form
      className="d-flex flex-wrap gap-2 align-items-end"
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = keys.length ? key || (keys[0]?.key ?? '') : '';
        onEdit({ kind, key: chosen, version: -1, value: rulesetObject(ruleset, kind, chosen), isNew: false });
      }}
      aria-label="Edit another part"
    >
      <Form.Group controlId="part-kind">
        <Form.Label className="small mb-0">Part</Form.Label>
        <Form.Select
          size="sm"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as RulesetObjectKind);
            setKey('');
          }}
        >
          {PARTS.map((part) => (
            <option key={part.kind} value={part.kind}>
              {part.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {keys.length > 0 && (
        <Form.Group controlId="part-key">
          <Form.Label className="small mb-0">Which</Form.Label>
          <Form.Select size="sm" value={key} onChange={(event) => setKey(event.target.value)}>
            {keys.map((entry) => (
              <option key={entry.key} value={entry.key}>
                {entry.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      <Button size="sm" type="submit" variant="outline-primary">
        Edit
      </Button>
    </Form>
  );
}

/** A part edited as its JSON text: kept as typed, parsed for the validator. */
function JsonPart({ editing, onChange }: { editing: Editing; onChange: (value: unknown, text: string) => void }) {
  const [text, setText] = useState(() => JSON.stringify(editing.value, null, 2));
  return (
    <Form.Group controlId="part-json">
      <Form.Label>
        {PARTS.find((part) => part.kind === editing.kind)?.label} {editing.key && <code>{editing.key}</code>} (JSON)
      </Form.Label>
      <Form.Control
        as="textarea"
        rows={10}
        className="font-monospace small"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          try {
            onChange(JSON.parse(event.target.value), event.target.value);
          } catch {
            onChange(undefined, event.target.value);
          }
        }}
      />
    </Form.Group>
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
  const [removing, setRemoving] = useState<SkillDefinition | null>(null);
  const [jsonBroken, setJsonBroken] = useState(false);

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
  const skills = useMemo(() => {
    const all = ruleset?.skills ?? [];
    const wanted = search.trim().toLowerCase();
    const found = wanted
      ? all.filter((skill) =>
          [skill.skill_name, skill.skill_type, skill.skill_subtype ?? '', ...skill.skill_tags].some((text) =>
            text.toLowerCase().includes(wanted),
          ),
        )
      : all;
    return [...found].sort((a, b) => a.skill_name.localeCompare(b.skill_name));
  }, [ruleset, search]);

  if (answer.error && !ruleset) return <Alert variant="danger">{formFailureText(answer.error)}</Alert>;
  if (!ruleset) return <Loading />;
  const skillNames = ruleset.skills.map((skill) => skill.skill_name).sort((a, b) => a.localeCompare(b));

  function open(next: Editing) {
    setEditing(next);
    setFormKey((key) => key + 1);
    setStale(null);
    setMessage(null);
    setJsonBroken(false);
  }

  function openSkill(skill: SkillDefinition) {
    open({ kind: 'skill', key: skill._id, version: versionOf('skill', skill._id, true), value: skill, isNew: false });
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

  async function save(value: unknown, version: number) {
    if (!editing) return;
    setSaving(true);
    setMessage(null);
    try {
      const saved = (await saveObject({ variables: { draftId, kind: editing.kind, key: editing.key, version, value } })).data
        ?.saveRulesetObject;
      if (!saved) return;
      await Promise.all([answer.refetch(), onSaved()]);
      const also = saved.alsoChanged.length;
      setMessage({
        variant: 'success',
        text: `Saved.${also ? ` ${also} ${also === 1 ? 'other skill names' : 'other skills name'} it and ${also === 1 ? 'was' : 'were'} changed to match.` : ''} The impact report below is up to date.`,
      });
      setStale(null);
      if (value === null) setEditing(null);
      else setEditing({ ...editing, version: saved.version, value: saved.value, isNew: false });
    } catch (error) {
      const extensions = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions : undefined;
      const current = extensions?.current as { version: number; value: unknown } | undefined;
      if (extensions?.code === 'CONFLICT' && current) setStale(current);
      setMessage({ variant: 'danger', text: formFailureText(error) });
    } finally {
      setSaving(false);
    }
  }

  const editedSkill = editing?.kind === 'skill' ? (editing.value as SkillDefinition) : null;
  const savedSkill = editing?.kind === 'skill' ? (rulesetObject(ruleset, 'skill', editing.key) as SkillDefinition | null) : null;
  const editingVersion = editing
    ? editing.version >= 0
      ? editing.version
      : versionOf(editing.kind, editing.key, editing.value !== null)
    : 0;
  const saveBlocked = jsonBroken
    ? 'The JSON cannot be read: fix it first.'
    : problems.length
      ? 'The rules refuse this edit: see the problems above.'
      : null;
  const dependents = removing ? skillDependents(ruleset, removing.skill_name) : [];

  return (
    <section aria-labelledby="editor-heading" className="mb-4">
      <h2 id="editor-heading" className="h4">
        Edit the draft
      </h2>
      <div className="row g-3">
        <div className="col-12 col-lg-4">
          <Form.Group controlId="skill-search" className="mb-2">
            <Form.Label>Search skills (name, type, subtype, tag)</Form.Label>
            <Form.Control type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </Form.Group>
          <div className="d-flex gap-2 mb-2">
            <Button size="sm" onClick={() => addSkill()}>
              Add skill
            </Button>
          </div>
          <ListGroup className="overflow-auto" style={{ maxHeight: '24rem' }} aria-label="Skills">
            {skills.map((skill) => (
              <ListGroup.Item
                key={skill._id}
                action
                className="text-start"
                active={editing?.key === skill._id}
                onClick={() => openSkill(skill)}
              >
                {skill.skill_name} <span className="small text-body-secondary">({skill.skill_type.replace('_', ' ')})</span>
              </ListGroup.Item>
            ))}
          </ListGroup>
          <p className="small text-body-secondary mt-1">
            {skills.length} of {ruleset.skills.length} skills
          </p>
          <h3 className="h6 mt-3">Other parts</h3>
          <PartEditor
            ruleset={ruleset}
            onEdit={(next) => open({ ...next, version: versionOf(next.kind, next.key, next.value !== null) })}
          />
        </div>
        <div className="col-12 col-lg-8">
          {!editing && <p className="text-body-secondary">Choose a skill or a part to edit it.</p>}
          {editing && (
            <Form
              aria-label={editedSkill ? `Skill ${editedSkill.skill_name}` : 'Part'}
              onSubmit={(event) => {
                event.preventDefault();
                if (!saveBlocked) void save(editing.value, editingVersion);
              }}
            >
              {editedSkill && (
                <>
                  <h3 className="h5">{editing.isNew ? 'New skill' : `Skill: ${savedSkill?.skill_name ?? editedSkill.skill_name}`}</h3>
                  {savedSkill && <SkillRelations ruleset={ruleset} skill={savedSkill} />}
                  <SkillForm
                    key={formKey}
                    skill={editedSkill}
                    skillNames={skillNames}
                    onChange={(value) => setEditing({ ...editing, value })}
                  />
                </>
              )}
              {!editedSkill && (
                <JsonPart
                  key={formKey}
                  editing={editing}
                  onChange={(value) => {
                    setJsonBroken(value === undefined);
                    if (value !== undefined) setEditing({ ...editing, value });
                  }}
                />
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
                  <>
                    <Button variant="outline-secondary" disabled={saving} onClick={() => addSkill(savedSkill)}>
                      Duplicate
                    </Button>
                    <Button variant="outline-danger" disabled={saving} onClick={() => setRemoving(savedSkill)}>
                      Remove skill
                    </Button>
                  </>
                )}
              </div>
            </Form>
          )}
        </div>
      </div>
      <Modal show={removing !== null} onHide={() => setRemoving(null)} aria-labelledby="remove-heading">
        <Modal.Header closeButton>
          <Modal.Title id="remove-heading">Remove {removing?.skill_name}?</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {dependents.length === 0 ? (
            <p>No other skill names it.</p>
          ) : (
            <>
              <p>These skills name it; the conditions and grants naming it are taken out of them:</p>
              <ul>
                {dependents.map((dependent) => (
                  <li key={`${dependent.id}-${dependent.in}`}>
                    {dependent.name} ({dependent.in})
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="mb-0">Characters keep it until the draft is published; the impact report then shows who loses it.</p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            Keep it
          </Button>
          <Button
            variant="danger"
            disabled={saving}
            onClick={() => {
              const skill = removing;
              setRemoving(null);
              if (skill) void save(null, versionOf('skill', skill._id, true));
            }}
          >
            Remove {removing?.skill_name}
          </Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}

/** What a skill requires and what requires it (its page in the editor). */
function SkillRelations({ ruleset, skill }: { ruleset: Ruleset; skill: SkillDefinition }) {
  const requiredBy = skillDependents(ruleset, skill.skill_name);
  const requires = ruleset.skills.filter((other) => skillDependents({ ...ruleset, skills: [skill] }, other.skill_name).length > 0);
  return (
    <p className="small text-body-secondary">
      Requires or grants: {requires.length ? requires.map((other) => other.skill_name).join(', ') : 'no other skill'}. Named by:{' '}
      {requiredBy.length ? requiredBy.map((dependent) => `${dependent.name} (${dependent.in})`).join(', ') : 'no other skill'}.
    </p>
  );
}
