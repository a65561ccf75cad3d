import {
  CHARACTER_CLASSES,
  SKILL_TYPES,
  type CostModel,
  type SkillDefinition,
  type SkillGrantDefinition,
  type SkillOptions,
} from '@larp/rules';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { PrereqBuilder } from './prereq-builder';

/*
 * One skill's form in the ruleset editor: every field of rules/README.md's skill. It shapes the
 * definition only; the page runs the rules' validator over the ruleset it would make.
 */

const COST_KEYS = ['all', ...CHARACTER_CLASSES] as const;
const OPTIONS = [
  { value: '', label: 'Plain' },
  { value: 'handed', label: 'Handed (bought per hand)' },
  { value: 'magic_schools', label: 'Magic schools (bought per school)' },
  { value: 'spell_slot', label: 'Spell slot' },
  { value: 'alchemy_slot', label: 'Alchemy slot' },
] as const;

/** A cost table as typed: "2, 3, 4", or rows "1, 1, 2; 2, 2, 3" for slot tiers. */
export const costText = (table: unknown): string =>
  Array.isArray(table)
    ? table.map((entry) => (Array.isArray(entry) ? entry.join(', ') : String(entry))).join(Array.isArray(table[0]) ? '; ' : ', ')
    : '';

/** The table typed: numbers where they are numbers, the text itself otherwise (the validator then names the field). */
export function costTable(text: string): unknown {
  const row = (part: string) =>
    part.split(',').map((cell) => (cell.trim() !== '' && Number.isFinite(Number(cell)) ? Number(cell) : cell.trim()));
  return text.includes(';') ? text.split(';').map(row) : row(text);
}

const optionOf = (options: SkillOptions) => OPTIONS.find((option) => option.value && options[option.value])?.value ?? '';

function GrantsEditor({
  grants,
  skillNames,
  onChange,
  id,
}: {
  grants: SkillGrantDefinition[];
  skillNames: string[];
  onChange: (g: SkillGrantDefinition[]) => void;
  id: string;
}) {
  const put = (index: number, grant: SkillGrantDefinition) => onChange(grants.map((g, at) => (at === index ? grant : g)));
  return (
    <div>
      {grants.length === 0 && <p className="small text-body-secondary mb-2">No grants.</p>}
      {grants.map((grant, index) => {
        const mode = grant.choice_tag !== undefined ? 'tag' : grant.choices !== undefined ? 'choices' : 'skill';
        const base = { level: grant.level, count: grant.count };
        return (
          <fieldset key={index} className="border rounded p-2 mb-2 d-flex flex-wrap gap-2 align-items-end">
            <legend className="visually-hidden">Grant {index + 1}</legend>
            <Form.Group controlId={`${id}-grant-${index}-level`}>
              <Form.Label className="small mb-0">At level</Form.Label>
              <Form.Control
                size="sm"
                inputMode="numeric"
                value={String(grant.level)}
                onChange={(event) => put(index, { ...grant, level: Number(event.target.value) })}
              />
            </Form.Group>
            <Form.Group controlId={`${id}-grant-${index}-count`}>
              <Form.Label className="small mb-0">Count</Form.Label>
              <Form.Control
                size="sm"
                inputMode="numeric"
                value={String(grant.count)}
                onChange={(event) => put(index, { ...grant, count: Number(event.target.value) })}
              />
            </Form.Group>
            <Form.Group controlId={`${id}-grant-${index}-mode`}>
              <Form.Label className="small mb-0">Gives</Form.Label>
              <Form.Select
                size="sm"
                value={mode}
                onChange={(event) =>
                  put(
                    index,
                    event.target.value === 'skill'
                      ? { ...base, skill: skillNames[0] ?? '' }
                      : event.target.value === 'choices'
                        ? { ...base, variety: 1, choices: [] }
                        : { ...base, variety: 1, choice_tag: '' },
                  )
                }
              >
                <option value="skill">a skill</option>
                <option value="choices">a choice of skills</option>
                <option value="tag">a choice by tag</option>
              </Form.Select>
            </Form.Group>
            {mode === 'skill' ? (
              <Form.Group controlId={`${id}-grant-${index}-skill`}>
                <Form.Label className="small mb-0">Skill</Form.Label>
                <Form.Select size="sm" value={grant.skill ?? ''} onChange={(event) => put(index, { ...base, skill: event.target.value })}>
                  {skillNames.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            ) : (
              <>
                <Form.Group controlId={`${id}-grant-${index}-variety`}>
                  <Form.Label className="small mb-0">Variety</Form.Label>
                  <Form.Control
                    size="sm"
                    inputMode="numeric"
                    value={String(grant.variety ?? '')}
                    onChange={(event) => put(index, { ...grant, variety: Number(event.target.value) })}
                  />
                </Form.Group>
                {mode === 'choices' ? (
                  <Form.Group controlId={`${id}-grant-${index}-choices`}>
                    <Form.Label className="small mb-0">Choices (commas)</Form.Label>
                    <Form.Control
                      size="sm"
                      value={(grant.choices ?? []).join(', ')}
                      onChange={(event) =>
                        put(index, {
                          ...grant,
                          choices: event.target.value
                            .split(',')
                            .map((name) => name.trim())
                            .filter(Boolean),
                        })
                      }
                    />
                  </Form.Group>
                ) : (
                  <Form.Group controlId={`${id}-grant-${index}-tag`}>
                    <Form.Label className="small mb-0">Tag</Form.Label>
                    <Form.Control
                      size="sm"
                      value={grant.choice_tag ?? ''}
                      onChange={(event) => put(index, { ...grant, choice_tag: event.target.value })}
                    />
                  </Form.Group>
                )}
              </>
            )}
            <Button size="sm" variant="outline-danger" className="ms-auto" onClick={() => onChange(grants.filter((_, at) => at !== index))}>
              Remove grant {index + 1}
            </Button>
          </fieldset>
        );
      })}
      <Button size="sm" variant="outline-primary" onClick={() => onChange([...grants, { level: 1, count: 1, skill: skillNames[0] ?? '' }])}>
        Add grant
      </Button>
    </div>
  );
}

/** The form of one skill; `onChange` gets the whole definition after every keystroke. */
export function SkillForm({
  skill,
  skillNames,
  onChange,
}: {
  skill: SkillDefinition;
  skillNames: string[];
  onChange: (skill: SkillDefinition) => void;
}) {
  const id = `skill-${skill._id}`;
  const [costs, setCosts] = useState<Record<(typeof COST_KEYS)[number], string>>(
    () =>
      Object.fromEntries(COST_KEYS.map((key) => [key, costText(skill.skill_cost_model[key])])) as Record<
        (typeof COST_KEYS)[number],
        string
      >,
  );
  const others = skillNames.filter((name) => name !== skill.skill_name);
  const set = <K extends keyof SkillDefinition>(key: K, value: SkillDefinition[K]) => onChange({ ...skill, [key]: value });

  function setCost(key: (typeof COST_KEYS)[number], text: string) {
    const next = { ...costs, [key]: text };
    setCosts(next);
    const model = Object.fromEntries(COST_KEYS.filter((k) => next[k].trim()).map((k) => [k, costTable(next[k])])) as CostModel;
    set('skill_cost_model', model);
  }

  return (
    <div>
      <div className="row g-2">
        <Form.Group controlId={`${id}-name`} className="col-12 col-md-6">
          <Form.Label>Name</Form.Label>
          <Form.Control value={skill.skill_name} onChange={(event) => set('skill_name', event.target.value)} />
        </Form.Group>
        <Form.Group controlId={`${id}-type`} className="col-6 col-md-3">
          <Form.Label>Type</Form.Label>
          <Form.Select
            value={skill.skill_type}
            onChange={(event) => set('skill_type', event.target.value as SkillDefinition['skill_type'])}
          >
            {SKILL_TYPES.map((type) => (
              <option key={type} value={type}>
                {type.replace('_', ' ')}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-subtype`} className="col-6 col-md-3">
          <Form.Label>Subtype</Form.Label>
          <Form.Control
            value={skill.skill_subtype ?? ''}
            onChange={(event) => set('skill_subtype', event.target.value === '' ? null : event.target.value)}
          />
        </Form.Group>
        <Form.Group controlId={`${id}-description`} className="col-12">
          <Form.Label>Description</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={skill.skill_description}
            onChange={(event) => set('skill_description', event.target.value)}
          />
        </Form.Group>
        <Form.Group controlId={`${id}-tags`} className="col-12 col-md-6">
          <Form.Label>Tags (commas)</Form.Label>
          <Form.Control
            value={skill.skill_tags.join(', ')}
            onChange={(event) =>
              set(
                'skill_tags',
                event.target.value
                  .split(',')
                  .map((tag) => tag.trim())
                  .filter(Boolean),
              )
            }
          />
        </Form.Group>
        <Form.Group controlId={`${id}-max`} className="col-6 col-md-3">
          <Form.Label>Maximum purchases</Form.Label>
          <Form.Control
            inputMode="numeric"
            value={String(skill.skill_max_purchases)}
            onChange={(event) => set('skill_max_purchases', Number(event.target.value))}
          />
        </Form.Group>
        <Form.Group controlId={`${id}-trait`} className="col-6 col-md-3">
          <Form.Label>Trait group</Form.Label>
          <Form.Control
            value={skill.skill_trait_group ?? ''}
            onChange={(event) => set('skill_trait_group', event.target.value === '' ? null : event.target.value)}
          />
        </Form.Group>
      </div>

      <fieldset className="mt-3">
        <legend className="fs-6 fw-semibold">Kind</legend>
        {OPTIONS.map((option) => (
          <Form.Check
            inline
            key={option.value || 'plain'}
            type="radio"
            id={`${id}-option-${option.value || 'plain'}`}
            name={`${id}-option`}
            label={option.label}
            checked={optionOf(skill.skill_options) === option.value}
            onChange={() => set('skill_options', option.value ? { [option.value]: true } : {})}
          />
        ))}
      </fieldset>

      <fieldset className="mt-3">
        <legend className="fs-6 fw-semibold">Cost per purchase level</legend>
        <p className="small text-body-secondary mb-1">
          For all classes or per class (a class&apos;s own entry wins); the last cost repeats. Slot skills take rows separated by “;”. Leave
          a class empty when it cannot buy the skill.
        </p>
        <div className="row g-2">
          {COST_KEYS.map((key) => (
            <Form.Group key={key} controlId={`${id}-cost-${key}`} className="col-6 col-md-4">
              <Form.Label className="small mb-0">{key === 'all' ? 'All classes' : key}</Form.Label>
              <Form.Control size="sm" value={costs[key]} onChange={(event) => setCost(key, event.target.value)} />
            </Form.Group>
          ))}
        </div>
      </fieldset>

      <fieldset className="mt-3">
        <legend className="fs-6 fw-semibold">Prerequisites</legend>
        <PrereqBuilder model={skill.skill_prereq_model} skillNames={others} onChange={(model) => set('skill_prereq_model', model)} />
        <Form.Group controlId={`${id}-prereq-text`} className="mt-2">
          <Form.Label className="small mb-0">Prerequisite text (empty: written from the conditions)</Form.Label>
          <Form.Control
            size="sm"
            value={skill.skill_prereq_description ?? ''}
            onChange={(event) => set('skill_prereq_description', event.target.value === '' ? null : event.target.value)}
          />
        </Form.Group>
      </fieldset>

      <fieldset className="mt-3">
        <legend className="fs-6 fw-semibold">Grants</legend>
        <GrantsEditor id={id} grants={skill.skill_grants} skillNames={others} onChange={(grants) => set('skill_grants', grants)} />
      </fieldset>
    </div>
  );
}
