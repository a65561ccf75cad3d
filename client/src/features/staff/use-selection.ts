import { useCallback, useMemo, useState } from 'react';

export interface Selection {
  selected: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
  /** adds every id given (e.g. all rows that match the search) */
  addAll: (ids: readonly string[]) => void;
  clear: () => void;
}

/** The multi-select of a staff table: a set of row ids kept by the page that submits them. */
export function useSelection(initial: readonly string[] = []): Selection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initial));
  const toggle = useCallback((id: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const addAll = useCallback((ids: readonly string[]) => setSelected((current) => new Set([...current, ...ids])), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(() => ({ selected, toggle, addAll, clear }), [selected, toggle, addAll, clear]);
}
