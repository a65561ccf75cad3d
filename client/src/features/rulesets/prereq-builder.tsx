import { ALCHEMY_SPECIALTIES, SKILL_TYPES, SPELL_SCHOOLS, type PrereqModel, type SkillPrereq } from '@larp/rules';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

/*
 * The prerequisite builder: a skill's skill_prereq_model as nested and/or groups of the conditions the
 * rules know (rules/README.md "Prerequisite model"). It only shapes the model; the rules' validator
 * checks it as the designer types.
 */

const KINDS = [
  { kind: 'skill', label: 'Skill' },
  { kind: 'and', label: 'All of' },
  { kind: 'or', label: 'Any of' },
  { kind: 'trait_group', label: 'Trait group' },
  { kind: 'character_level', label: 'Character level' },
  { kind: 'spell_slot', label: 'Spell slot' },
  { kind: 'alchemy_slot', label: 'Alchemy slot' },
  { kind: 'strict_pyramid', label: 'Strict pyramid' },
] as const;
type Kind = (typeof KINDS)[number]['kind'];

const kindOf = (node: PrereqModel): Kind => Object.keys(node)[0] as Kind;

/** A new condition of a kind, with the fewest fields it needs. */
export function newCondition(kind: Kind, firstSkill: string): PrereqModel {
  switch (kind) {
    case 'and':
      return { and: [{ skill: { name: firstSkill } }] };
    case 'or':
      return { or: [{ skill: { name: firstSkill } }] };
    case 'trait_group':
      return { trait_group: '' };
    case 'character_level':
      return { character_level: 2 };
    case 'spell_slot':
      return { spell_slot: { level: 1 } };
    case 'alchemy_slot':
      return { alchemy_slot: { level: 1 } };
    case 'strict_pyramid':
      return { strict_pyramid: {} };
    case 'skill':
      return { skill: { name: firstSkill } };
  }
}

/** A whole number typed into a field, or undefined when left empty (the field is then left out). */
const numberOrNone = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));
const textOrNone = (text: string): string | undefined => (text.trim() === '' ? undefined : text);

function withField<T extends object>(object: T, key: keyof T, value: unknown): T {
  const kept = Object.entries(object).filter(([name]) => name !== key);
  return Object.fromEntries(value === undefined ? kept : [...kept, [key, value]]) as T;
}

interface NodeProps {
  node: PrereqModel;
  path: string;
  skillNames: string[];
  onChange: (node: PrereqModel) => void;
  onRemove: () => void;
}

function SkillCondition({
  prereq,
  path,
  skillNames,
  onChange,
}: {
  prereq: SkillPrereq;
  path: string;
  skillNames: string[];
  onChange: (p: SkillPrereq) => void;
}) {
  const selector = prereq.tag !== undefined ? 'tag' : prereq.type !== undefined ? 'type' : 'name';
  const setSelector = (by: 'name' | 'tag' | 'type') => {
    const { name: _n, tag: _t, type: _y, ...rest } = prereq;
    onChange(
      by === 'name' ? { ...rest, name: skillNames[0] ?? '' } : by === 'tag' ? { ...rest, tag: '' } : { ...rest, type: SKILL_TYPES[0] },
    );
  };
  const numberField = (key: 'times_taken' | 'times_taken_per' | 'variety', label: string) => (
    <Form.Group controlId={`${path}-${key}`} className="prereq-number">
      <Form.Label className="small mb-0">{label}</Form.Label>
      <Form.Control
        size="sm"
        inputMode="numeric"
        value={prereq[key] ?? ''}
        onChange={(event) => onChange(withField(prereq, key, numberOrNone(event.target.value)))}
      />
    </Form.Group>
  );
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end">
      <Form.Group controlId={`${path}-by`}>
        <Form.Label className="small mb-0">By</Form.Label>
        <Form.Select size="sm" value={selector} onChange={(event) => setSelector(event.target.value as 'name' | 'tag' | 'type')}>
          <option value="name">name</option>
          <option value="tag">tag</option>
          <option value="type">type</option>
        </Form.Select>
      </Form.Group>
      {selector === 'name' && (
        <Form.Group controlId={`${path}-name`}>
          <Form.Label className="small mb-0">Skill</Form.Label>
          <Form.Select size="sm" value={prereq.name ?? ''} onChange={(event) => onChange({ ...prereq, name: event.target.value })}>
            {prereq.name !== undefined && !skillNames.includes(prereq.name) && (
              <option value={prereq.name}>{prereq.name} (no such skill)</option>
            )}
            {skillNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {selector === 'tag' && (
        <Form.Group controlId={`${path}-tag`}>
          <Form.Label className="small mb-0">Tag</Form.Label>
          <Form.Control size="sm" value={prereq.tag ?? ''} onChange={(event) => onChange({ ...prereq, tag: event.target.value })} />
        </Form.Group>
      )}
      {selector === 'type' && (
        <Form.Group controlId={`${path}-type`}>
          <Form.Label className="small mb-0">Type</Form.Label>
          <Form.Select
            size="sm"
            value={prereq.type}
            onChange={(event) => onChange({ ...prereq, type: event.target.value as SkillPrereq['type'] })}
          >
            {SKILL_TYPES.map((type) => (
              <option key={type} value={type}>
                {type.replace('_', ' ')}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {numberField('times_taken', 'Times taken')}
      {numberField('times_taken_per', 'Times per level')}
      {numberField('variety', 'Variety')}
      <Form.Group controlId={`${path}-hand`}>
        <Form.Label className="small mb-0">Hand</Form.Label>
        <Form.Select
          size="sm"
          value={prereq.hand ?? ''}
          onChange={(event) => onChange(withField(prereq, 'hand', textOrNone(event.target.value)))}
        >
          <option value="">(any)</option>
          <option value="left">left</option>
          <option value="right">right</option>
          <option value="both">both</option>
          <option value="either">either</option>
        </Form.Select>
      </Form.Group>
    </div>
  );
}

function SchoolSelect({
  id,
  label,
  value,
  onChange,
  extra = [],
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (v: string | undefined) => void;
  extra?: string[];
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-0">{label}</Form.Label>
      <Form.Select size="sm" value={value ?? ''} onChange={(event) => onChange(textOrNone(event.target.value))}>
        <option value="">(any)</option>
        {[...extra, ...SPELL_SCHOOLS].map((school) => (
          <option key={school} value={school}>
            {school}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

function ConditionFields({ node, path, skillNames, onChange }: Omit<NodeProps, 'onRemove'>) {
  if ('skill' in node)
    return <SkillCondition prereq={node.skill} path={path} skillNames={skillNames} onChange={(skill) => onChange({ skill })} />;
  if ('trait_group' in node)
    return (
      <Form.Group controlId={`${path}-trait`}>
        <Form.Label className="small mb-0">Race attribute</Form.Label>
        <Form.Control size="sm" value={node.trait_group} onChange={(event) => onChange({ trait_group: event.target.value })} />
      </Form.Group>
    );
  if ('character_level' in node)
    return (
      <Form.Group controlId={`${path}-level`}>
        <Form.Label className="small mb-0">At least level</Form.Label>
        <Form.Control
          size="sm"
          inputMode="numeric"
          value={String(node.character_level)}
          onChange={(event) => onChange({ character_level: Number(event.target.value) })}
        />
      </Form.Group>
    );
  if ('spell_slot' in node) {
    const slot = node.spell_slot;
    return (
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <Form.Group controlId={`${path}-slot-level`}>
          <Form.Label className="small mb-0">Slot level</Form.Label>
          <Form.Control
            size="sm"
            inputMode="numeric"
            value={String(slot.level)}
            onChange={(event) => onChange({ spell_slot: { ...slot, level: Number(event.target.value) } })}
          />
        </Form.Group>
        <SchoolSelect
          id={`${path}-slot-school`}
          label="School"
          value={slot.school}
          extra={['matching']}
          onChange={(school) => onChange({ spell_slot: withField(slot, 'school', school) })}
        />
        <Form.Group controlId={`${path}-slot-allowed`}>
          <Form.Label className="small mb-0">Or any of (commas)</Form.Label>
          <Form.Control
            size="sm"
            value={(slot.allowed_schools ?? []).join(', ')}
            onChange={(event) => {
              const list = event.target.value
                .split(',')
                .map((school) => school.trim())
                .filter(Boolean);
              onChange({ spell_slot: withField(slot, 'allowed_schools', list.length ? list : undefined) });
            }}
          />
        </Form.Group>
      </div>
    );
  }
  if ('alchemy_slot' in node) {
    const slot = node.alchemy_slot;
    return (
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <Form.Group controlId={`${path}-alchemy-level`}>
          <Form.Label className="small mb-0">Slot level</Form.Label>
          <Form.Control
            size="sm"
            inputMode="numeric"
            value={String(slot.level)}
            onChange={(event) => onChange({ alchemy_slot: { ...slot, level: Number(event.target.value) } })}
          />
        </Form.Group>
        <Form.Group controlId={`${path}-alchemy-specialty`}>
          <Form.Label className="small mb-0">Specialty</Form.Label>
          <Form.Select
            size="sm"
            value={slot.specialty ?? ''}
            onChange={(event) => onChange({ alchemy_slot: withField(slot, 'specialty', textOrNone(event.target.value)) })}
          >
            <option value="">(any)</option>
            {ALCHEMY_SPECIALTIES.map((specialty) => (
              <option key={specialty} value={specialty}>
                {specialty}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
    );
  }
  if ('strict_pyramid' in node)
    return (
      <SchoolSelect
        id={`${path}-pyramid-school`}
        label="In school"
        value={node.strict_pyramid.school}
        extra={['matching']}
        onChange={(school) => onChange({ strict_pyramid: withField(node.strict_pyramid, 'school', school) })}
      />
    );
  return null;
}

function PrereqNode({ node, path, skillNames, onChange, onRemove }: NodeProps) {
  const kind = kindOf(node);
  const group = 'and' in node ? node.and : 'or' in node ? node.or : null;
  const setChildren = (children: PrereqModel[]) => onChange(kind === 'and' ? { and: children } : { or: children });
  return (
    <fieldset className="border rounded p-2 mb-2">
      <legend className="visually-hidden">Condition {path}</legend>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-1">
        <Form.Group controlId={`${path}-kind`}>
          <Form.Label className="small mb-0">Condition</Form.Label>
          <Form.Select size="sm" value={kind} onChange={(event) => onChange(newCondition(event.target.value as Kind, skillNames[0] ?? ''))}>
            {KINDS.map((option) => (
              <option key={option.kind} value={option.kind}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {!group && <ConditionFields node={node} path={path} skillNames={skillNames} onChange={onChange} />}
        <Button size="sm" variant="outline-danger" className="ms-auto" onClick={onRemove} aria-label={`Remove condition ${path}`}>
          Remove
        </Button>
      </div>
      {group && (
        <div className="ps-3 border-start">
          {group.map((child, index) => (
            <PrereqNode
              key={index}
              node={child}
              path={`${path}.${index + 1}`}
              skillNames={skillNames}
              onChange={(next) => setChildren(group.map((c, at) => (at === index ? next : c)))}
              onRemove={() => setChildren(group.filter((_, at) => at !== index))}
            />
          ))}
          <Button size="sm" variant="outline-secondary" onClick={() => setChildren([...group, newCondition('skill', skillNames[0] ?? '')])}>
            Add condition to this group
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** The builder of one skill's prerequisites (null: none). */
export function PrereqBuilder({
  model,
  skillNames,
  onChange,
}: {
  model: PrereqModel | null;
  skillNames: string[];
  onChange: (model: PrereqModel | null) => void;
}) {
  return (
    <div>
      {model ? (
        <PrereqNode node={model} path="1" skillNames={skillNames} onChange={onChange} onRemove={() => onChange(null)} />
      ) : (
        <p className="small text-body-secondary mb-2">No prerequisites.</p>
      )}
      <Button
        size="sm"
        variant="outline-primary"
        onClick={() => {
          const added = newCondition('skill', skillNames[0] ?? '');
          // a second condition joins the first in an "All of" group
          onChange(model === null ? added : 'and' in model ? { and: [...model.and, added] } : { and: [model, added] });
        }}
      >
        Add prerequisite
      </Button>
    </div>
  );
}
