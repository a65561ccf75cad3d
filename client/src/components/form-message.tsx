import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';

export interface FormMessageProps {
  variant: 'success' | 'danger' | 'info' | 'warning';
  /**
   * The result this message reports (e.g. the form's state object). The message takes the focus
   * whenever it changes, so a second identical failure is announced again, but never while the
   * user is typing.
   */
  trigger: unknown;
  children: React.ReactNode;
}

/**
 * A form's result. It takes the keyboard focus when it appears, so a screen reader announces it and
 * a keyboard user starts from it; failures are alerts, other results are status messages.
 */
export function FormMessage({ variant, trigger, children }: FormMessageProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [trigger]);
  return (
    <Alert ref={ref} className="mt-3" variant={variant} tabIndex={-1} role={variant === 'danger' ? 'alert' : 'status'}>
      {children}
    </Alert>
  );
}
