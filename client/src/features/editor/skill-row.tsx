import { memo } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { PurchaseTarget } from '@larp/rules';
import type { ControlCheck } from './editor-state';
import type { CounterView, SkillRowView } from './skill-rows';

export interface SkillRowHandlers {
  onIncrease: (target: PurchaseTarget) => void;
  onDecrease: (target: PurchaseTarget) => void;
}

function domId(...parts: (string | null | undefined)[]): string {
  return parts
    .filter(Boolean)
    .join('-')
    .replace(/[^A-Za-z0-9_-]/g, '_');
}

/** Why a control is disabled: visible text, tied to the control with aria-describedby. */
function Reason({ id, check }: { id: string; check: ControlCheck }) {
  if (check.ok) return null;
  return (
    <div id={id} className={check.quiet ? 'visually-hidden' : 'small text-danger'}>
      {check.reason}
    </div>
  );
}

function costText(check: ControlCheck): string {
  return check.ok && check.cost !== 0 ? ` (${check.cost} XP)` : '';
}

/** The row's one line on why the skill cannot be bought; the controls point to it. */
const rowReasonId = (view: SkillRowView) => domId('skill', view.skillId, 'unavailable');

function Counter({ view, counter, handlers }: { view: SkillRowView; counter: CounterView; handlers: SkillRowHandlers }) {
  const base = domId('skill', view.skillId, counter.label);
  const what = counter.label ? `${view.name} (${counter.label})` : view.name;
  const plusReason = view.unavailable ? rowReasonId(view) : `${base}-plus-reason`;
  const minusReason = `${base}-minus-reason`;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
      {counter.label && <span className="text-capitalize me-1">{counter.label}</span>}
      <Button
        size="sm"
        variant="outline-secondary"
        aria-label={`Remove one ${what}`}
        disabled={!counter.minus.ok}
        aria-describedby={counter.minus.ok ? undefined : minusReason}
        onClick={() => handlers.onDecrease(counter.target)}
      >
        −
      </Button>
      <output aria-label={`${what} count`} className="px-1 fw-bold">
        {counter.value}
      </output>
      <Button
        size="sm"
        variant="outline-primary"
        aria-label={`Add one ${what}${costText(counter.plus)}`}
        disabled={!counter.plus.ok}
        aria-describedby={counter.plus.ok ? undefined : plusReason}
        onClick={() => handlers.onIncrease(counter.target)}
      >
        +
      </Button>
      {counter.plus.ok && counter.plus.cost !== 0 && <span className="small text-body-secondary">{counter.plus.cost} XP</span>}
      {!view.unavailable && <Reason id={plusReason} check={counter.plus} />}
      <Reason id={minusReason} check={counter.minus} />
    </div>
  );
}

/** A single-purchase skill: checked when owned; ticking buys it, unticking sells it. */
function SingleCheckbox({ view, handlers }: { view: SkillRowView; handlers: SkillRowHandlers }) {
  const counter = view.counters[0];
  const checked = counter.value > 0;
  const check = checked ? counter.minus : counter.plus;
  const reasonId = view.unavailable ? rowReasonId(view) : domId('skill', view.skillId, 'reason');
  return (
    <div>
      <Form.Check
        type="checkbox"
        id={domId('skill', view.skillId, 'check')}
        label={`${view.name}${checked ? '' : costText(counter.plus)}`}
        checked={checked}
        disabled={!check.ok}
        aria-describedby={check.ok ? undefined : reasonId}
        onChange={() => (checked ? handlers.onDecrease(counter.target) : handlers.onIncrease(counter.target))}
      />
      {!view.unavailable && <Reason id={reasonId} check={check} />}
    </div>
  );
}

function SkillRowBody({ view, handlers }: { view: SkillRowView; viewKey: string; handlers: SkillRowHandlers }) {
  return (
    <li className="list-group-item">
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <div className="flex-grow-1" style={{ minWidth: '12rem' }}>
          {view.single ? <SingleCheckbox view={view} handlers={handlers} /> : <h4 className="h6 mb-1">{view.name}</h4>}
          <div className="small">{view.description}</div>
          {view.prerequisites && <div className="small text-body-secondary">Prerequisites: {view.prerequisites}</div>}
          {!view.single && <div className="small text-body-secondary">Max {view.maxPurchases}</div>}
          {view.unavailable && (
            <div id={rowReasonId(view)} className="small text-danger-emphasis text-truncate" title={view.unavailable}>
              Unavailable: {view.unavailable}
            </div>
          )}
        </div>
        {!view.single && (
          <div role="group" aria-label={view.name}>
            {view.counters.map((counter) => (
              <Counter key={counter.label ?? 'amount'} view={view} counter={counter} handlers={handlers} />
            ))}
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * One skill's row. Memoised on `viewKey` (the view's JSON): a click re-renders only the rows whose
 * counters, checks or reasons changed, which keeps a click under a frame with the whole ruleset shown.
 */
export const SkillRow = memo(SkillRowBody, (a, b) => a.viewKey === b.viewKey && a.handlers === b.handlers);
