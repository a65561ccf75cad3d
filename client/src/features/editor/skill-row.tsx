import { memo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { PurchaseTarget } from '@larp/rules';
import type { ControlCheck } from './editor-state';
import type { CounterView, SkillRowView } from './skill-rows';
import { StepButton } from './step-button';

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

/**
 * Why a control is blocked: visible text, tied to the control with aria-describedby. A quiet reason
 * (nothing to remove, the committed floor) is given to screen readers at once and shown, in a
 * status line, only once the control is pressed.
 */
function Reason({ id, check, told }: { id: string; check: ControlCheck; told: boolean }) {
  if (check.ok) return null;
  if (!check.quiet) {
    return (
      <div id={id} className="small step-reason">
        {check.reason}
      </div>
    );
  }
  return (
    <>
      <span id={id} className="visually-hidden">
        {check.reason}
      </span>
      <div role="status" className="small step-reason">
        {told ? check.reason : ''}
      </div>
    </>
  );
}

function costText(check: ControlCheck): string {
  return check.ok && check.cost !== 0 ? ` (${check.cost} XP)` : '';
}

/** The row's one line on why the skill cannot be bought; the controls point to it. */
const rowReasonId = (view: SkillRowView) => domId('skill', view.skillId, 'unavailable');

function Counter({ view, counter, handlers }: { view: SkillRowView; counter: CounterView; handlers: SkillRowHandlers }) {
  // which blocked control was last pressed: its quiet reason shows
  const [told, setTold] = useState<'plus' | 'minus' | null>(null);
  const base = domId('skill', view.skillId, counter.label);
  const what = counter.label ? `${view.name} (${counter.label})` : view.name;
  const plusReason = view.unavailable ? rowReasonId(view) : `${base}-plus-reason`;
  const minusReason = `${base}-minus-reason`;
  const step = (action: () => void) => () => {
    setTold(null);
    action();
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
      {counter.label && <span className="text-capitalize me-1">{counter.label}</span>}
      <StepButton
        check={counter.minus}
        label={`Remove one ${what}`}
        noCost
        variant="outline-primary"
        className="skill-step"
        reasonId={minusReason}
        onStep={step(() => handlers.onDecrease(counter.target))}
        onBlocked={() => setTold('minus')}
      >
        −
      </StepButton>
      <output aria-label={`${what} count`} className="px-1 fw-bold">
        {counter.value}
      </output>
      <StepButton
        check={counter.plus}
        label={`Add one ${what}`}
        variant="primary"
        className="skill-step"
        reasonId={plusReason}
        onStep={step(() => handlers.onIncrease(counter.target))}
        onBlocked={() => setTold('plus')}
      >
        +
      </StepButton>
      {counter.plus.ok && counter.plus.cost !== 0 && <span className="small text-body-secondary">{counter.plus.cost} XP</span>}
      <div className="w-100">
        {!view.unavailable && <Reason id={plusReason} check={counter.plus} told={told === 'plus'} />}
        <Reason id={minusReason} check={counter.minus} told={told === 'minus'} />
      </div>
    </div>
  );
}

/** A single-purchase skill: checked when owned; ticking buys it, unticking sells it. */
function SingleCheckbox({ view, handlers }: { view: SkillRowView; handlers: SkillRowHandlers }) {
  const [told, setTold] = useState(false);
  const counter = view.counters[0];
  const checked = counter.value > 0;
  const check = checked ? counter.minus : counter.plus;
  const reasonId = view.unavailable ? rowReasonId(view) : domId('skill', view.skillId, 'reason');
  return (
    <div>
      {/* A blocked box stays focusable (aria-disabled): pressing it shows why instead of doing nothing. */}
      <Form.Check
        type="checkbox"
        id={domId('skill', view.skillId, 'check')}
        className={check.ok ? undefined : 'step-blocked-check'}
        label={`${view.name}${checked ? '' : costText(counter.plus)}`}
        checked={checked}
        aria-disabled={!check.ok || undefined}
        aria-describedby={check.ok ? undefined : reasonId}
        onChange={() => {
          if (!check.ok) setTold(true);
          else {
            setTold(false);
            if (checked) handlers.onDecrease(counter.target);
            else handlers.onIncrease(counter.target);
          }
        }}
      />
      {!view.unavailable && <Reason id={reasonId} check={check} told={told} />}
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
            <div id={rowReasonId(view)} className="small text-danger-emphasis">
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
