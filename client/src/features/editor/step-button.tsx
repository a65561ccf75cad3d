import Button from 'react-bootstrap/Button';
import type { ControlCheck } from './editor-state';

export interface StepButtonProps {
  check: ControlCheck;
  /** the accessible name; an allowed step adds its cost ('(2 XP)') unless `noCost` */
  label: string;
  noCost?: boolean;
  /** the variant of an allowed step */
  variant: string;
  className?: string;
  /** the element that says why the step is blocked */
  reasonId: string;
  onStep: () => void;
  /** a press on a blocked step: the caller shows the reason (what a tap on a phone gets instead of a tooltip) */
  onBlocked: () => void;
  children: React.ReactNode;
}

/**
 * A + or − of the editor. A blocked step stays in the tab order (aria-disabled, not disabled): the
 * focus stays on it when a change blocks it under the keyboard, a screen reader reads its reason
 * (aria-describedby), and pressing or tapping it shows the reason instead of doing nothing. It looks
 * plainly different from an allowed step (step-blocked: faded, dashed).
 */
export function StepButton({ check, label, noCost, variant, className, reasonId, onStep, onBlocked, children }: StepButtonProps) {
  const blocked = !check.ok;
  return (
    <Button
      size="sm"
      variant={blocked ? 'outline-secondary' : variant}
      className={[className, blocked ? 'step-blocked' : 'step-allowed'].filter(Boolean).join(' ')}
      aria-label={!blocked && !noCost && check.cost !== 0 ? `${label} (${check.cost} XP)` : label}
      aria-disabled={blocked || undefined}
      aria-describedby={blocked ? reasonId : undefined}
      onClick={blocked ? onBlocked : onStep}
    >
      {children}
    </Button>
  );
}

/** Whether a control is blocked: disabled, or aria-disabled (a step button). */
export function isBlocked(element: HTMLElement): boolean {
  return (element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true';
}
