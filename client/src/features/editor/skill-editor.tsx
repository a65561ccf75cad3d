import {
  groupSkillsForEditor,
  pendingGrantChoices,
  type GrantChoices,
  type PendingGrantChoice,
  type PurchaseTarget,
  type SkillDefinition,
} from '@larp/rules';
import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { EditorAction, EditorState } from './editor-state';
import { GrantChoiceModal } from './grant-choice-modal';
import { Pyramid, pyramidOffers, pyramidView } from './pyramids';
import type { PyramidView } from './slot-pyramid';
import { SkillRow, type SkillRowHandlers } from './skill-row';
import { isSlotSkill, skillRowView, type SkillRowView } from './skill-rows';

export type SkillFilter = 'all' | 'purchasable';

const TYPE_TITLES: Record<string, string> = { advanced_maneuver: 'Advanced maneuver' };
function typeTitle(type: string): string {
  return TYPE_TITLES[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
}

export interface SkillEditorProps {
  state: EditorState;
  dispatch: (action: EditorAction) => void;
}

type Shown = { kind: 'row'; view: SkillRowView; key: string } | { kind: 'pyramid'; view: PyramidView; key: string; offers: boolean };

/** What one skill shows: a pyramid or a row, with the key that tells whether it changed. */
function shownFor(state: EditorState, skill: SkillDefinition): Shown {
  if (isSlotSkill(skill)) {
    const view = pyramidView(state, skill);
    return { kind: 'pyramid', view, key: JSON.stringify(view), offers: pyramidOffers(view) };
  }
  const view = skillRowView(state.data, state.build, state.ctx, skill);
  return { kind: 'row', view, key: JSON.stringify(view) };
}

/**
 * The rows' views, one subscription per row (useSyncExternalStore): the editor publishes the newest
 * views after each render, and only the rows whose view key changed are told, so a click re-renders
 * those rows and nothing else (not the list of 200 rows around them).
 */
class ShownStore {
  private views: ReadonlyMap<string, Shown>;
  private readonly listeners = new Map<string, Set<() => void>>();

  constructor(views: ReadonlyMap<string, Shown>) {
    this.views = views;
  }

  get(skillId: string): Shown | undefined {
    return this.views.get(skillId);
  }

  subscribe(skillId: string, listener: () => void): () => void {
    let set = this.listeners.get(skillId);
    if (!set) {
      set = new Set();
      this.listeners.set(skillId, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Takes the newest views; a row whose key is unchanged keeps its previous view object (no re-render). */
  publish(next: ReadonlyMap<string, Shown>): void {
    const previous = this.views;
    if (previous === next) return;
    const merged = new Map(next);
    const changed: string[] = [];
    for (const [skillId, shown] of next) {
      const before = previous.get(skillId);
      if (before && before.key === shown.key) merged.set(skillId, before);
      else changed.push(skillId);
    }
    this.views = merged;
    for (const skillId of changed) this.listeners.get(skillId)?.forEach((listener) => listener());
  }
}

interface ShownRowProps {
  store: ShownStore;
  skill: SkillDefinition;
  handlers: SkillRowHandlers;
  dispatch: (action: EditorAction) => void;
}

/** One skill's row or pyramid, reading its own view from the store. */
const ShownRow = memo(function ShownRow({ store, skill, handlers, dispatch }: ShownRowProps) {
  const skillId = skill._id;
  const subscribe = useCallback((listener: () => void) => store.subscribe(skillId, listener), [store, skillId]);
  const shown = useSyncExternalStore(subscribe, () => store.get(skillId));
  if (!shown) return null;
  if (shown.kind === 'pyramid') {
    return (
      <li className="list-group-item">
        <Pyramid view={shown.view} viewKey={shown.key} skill={skill} dispatch={dispatch} />
      </li>
    );
  }
  return <SkillRow view={shown.view} viewKey={shown.key} handlers={handlers} />;
});

interface Section {
  type: string;
  subtypes: { subtype: string | null; rows: SkillDefinition[] }[];
  count: number;
}

interface SkillSectionsProps {
  sections: Section[];
  /** which groups show, which rows each holds, and which are open: the list re-renders only when this changes */
  layoutKey: string;
  /** how many rows (in page order, open groups only) are mounted: the rest follow after the first paint */
  mounted: number;
  isOpen: (type: string) => boolean;
  onToggle: (type: string, expanded: boolean) => void;
  store: ShownStore;
  handlers: SkillRowHandlers;
  dispatch: (action: EditorAction) => void;
}

/**
 * The groups and their rows. Memoised on the layout: a counter click changes views, not the layout,
 * so the list of rows is not rebuilt (the rows that changed re-render through the store).
 */
const SkillSections = memo(
  function SkillSections({ sections, mounted, isOpen, onToggle, store, handlers, dispatch }: SkillSectionsProps) {
    let left = mounted;
    return sections.map((section) => {
      const expanded = isOpen(section.type);
      const bodyId = `skill-group-${section.type}`;
      return (
        <section key={section.type} aria-labelledby={`${bodyId}-title`} className="mt-3">
          <h3 id={`${bodyId}-title`} className="h5 mb-1">
            <button
              type="button"
              className="btn btn-link p-0 text-decoration-none text-reset fw-semibold"
              aria-expanded={expanded}
              aria-controls={bodyId}
              onClick={() => onToggle(section.type, expanded)}
            >
              <span aria-hidden="true" className="d-inline-block me-1" style={{ width: '1em' }}>
                {expanded ? '▾' : '▸'}
              </span>
              {typeTitle(section.type)} <span className="small text-body-secondary">({section.count})</span>
            </button>
          </h3>
          {expanded && (
            <div id={bodyId}>
              {section.subtypes.map((subtype, index) => {
                const rows = left >= subtype.rows.length ? subtype.rows : subtype.rows.slice(0, Math.max(0, left));
                left -= rows.length;
                return (
                  <div key={`${subtype.subtype ?? ''}-${index}`} className="mb-2">
                    {subtype.subtype && <h4 className="h6 text-body-secondary mt-2">{subtype.subtype}</h4>}
                    <ul className="list-group skill-rows">
                      {rows.map((skill) => (
                        <ShownRow key={skill._id} store={store} skill={skill} handlers={handlers} dispatch={dispatch} />
                      ))}
                    </ul>
                  </div>
                );
              })}
            </div>
          )}
        </section>
      );
    });
  },
  (a, b) =>
    a.layoutKey === b.layoutKey &&
    a.mounted === b.mounted &&
    a.store === b.store &&
    a.handlers === b.handlers &&
    a.dispatch === b.dispatch &&
    a.onToggle === b.onToggle,
);

interface EditorToolbarProps {
  filter: SkillFilter;
  onFilter: (filter: SkillFilter) => void;
  search: string;
  onSearch: (search: string) => void;
  searching: boolean;
  onSetAll: (open: boolean) => void;
}

const FILTERS: { value: SkillFilter; label: string }[] = [
  { value: 'all', label: 'All Skills' },
  { value: 'purchasable', label: 'Purchasable Skills' },
];

/**
 * All Skills / Purchasable Skills: one radio group, one tab stop (the chosen one); the arrow keys
 * move and choose, Enter and Space choose the focused one (they are buttons).
 */
function FilterChoice({ value, onChange }: { value: SkillFilter; onChange: (filter: SkillFilter) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  function handleKey(event: React.KeyboardEvent, index: number) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + FILTERS.length) % FILTERS.length;
    onChange(FILTERS[next].value);
    refs.current[next]?.focus();
  }
  return (
    <div role="radiogroup" aria-label="Skill filter" className="btn-group">
      {FILTERS.map((filter, index) => {
        const checked = filter.value === value;
        return (
          <button
            key={filter.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            className={`btn btn-sm ${checked ? 'btn-primary' : 'btn-outline-primary'}`}
            onClick={() => onChange(filter.value)}
            onKeyDown={(event) => handleKey(event, index)}
          >
            {filter.label}
          </button>
        );
      })}
    </div>
  );
}

/** The filter, the search box and expand/collapse all: memoised, a counter click leaves them alone. */
const EditorToolbar = memo(function EditorToolbar({ filter, onFilter, search, onSearch, searching, onSetAll }: EditorToolbarProps) {
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 id="skills-title" className="h4 mb-0">
          Skills
        </h2>
        <FilterChoice value={filter} onChange={onFilter} />
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
        <Form.Control
          type="search"
          size="sm"
          className="flex-grow-1 w-auto"
          placeholder="Search skills"
          aria-label="Search skills"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
        <Button size="sm" variant="outline-secondary" onClick={() => onSetAll(true)} disabled={searching}>
          Expand all
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={() => onSetAll(false)} disabled={searching}>
          Collapse all
        </Button>
      </div>
    </>
  );
});

/** Rows mounted with the list (more than a phone screen holds); the rest follow, ROWS_PER_STEP at a time. */
const FIRST_ROWS = 12;
/**
 * Rows added by each later render: each commit (its DOM, then the browser's style and layout) stays
 * a short task on a slow phone instead of one long task for 50-190 rows (Total Blocking
 * Time, and a click that lands meanwhile waits for less).
 */
const ROWS_PER_STEP = 16;

/** The grant choice dialog, left alone by counter clicks while it is closed. */
const MemoGrantChoiceModal = memo(GrantChoiceModal);

/** Does a skill match the search text (its name, description or type)? */
function matches(skill: SkillDefinition, query: string): boolean {
  if (!query) return true;
  return `${skill.skill_name} ${skill.skill_description} ${skill.skill_subtype ?? ''}`.toLowerCase().includes(query);
}

/**
 * The skill part of the editor: the All / Purchasable filter, a search box, and
 * the skills grouped by category (the rules' groupSkillsForEditor), each group collapsible.
 * - Purchasable Skills (the default) shows what can be bought now plus what is owned (so it can
 *   still be lowered); a pyramid shows when it offers a slot or a column, or holds slots. Groups
 *   with nothing to show are left out, and the groups start open.
 * - All Skills shows every skill the character's race could ever take (not other races' racial
 *   skills); its groups start open too (each can be closed, or all at once), the rows mounted a
 *   few at a time after the first paint. A search opens every group it matches.
 * - A skill that cannot be bought and is not owned says why in one line.
 * One memoised row per skill: a click re-renders only the rows whose view changed.
 */
export function SkillEditor(props: SkillEditorProps) {
  // The page's first paint (the summary, the commit reminder: its largest text) does not
  // wait on the skills. The rules' verdict on every skill (200 in the sample ruleset) and the first
  // rows follow in a render of their own, right after that paint; until then the section says so.
  const ready = useDeferredValue(true, false);
  if (!ready) {
    // A screen's height at least: the footer stays below the fold until the rows arrive, so they do not push it away in sight.
    return (
      <section aria-labelledby="skills-title" aria-busy="true" className="skills-loading">
        <h2 id="skills-title" className="h4 mb-0">
          Skills
        </h2>
        <p className="mt-3" role="status">
          Loading skills…
        </p>
      </section>
    );
  }
  return <SkillList {...props} />;
}

function SkillList({ state, dispatch }: SkillEditorProps) {
  const [filter, setFilter] = useState<SkillFilter>('purchasable');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  // open or closed per filter and group; unset: open
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const [pending, setPending] = useState<{ target: PurchaseTarget; choices: GrantChoices; asks: PendingGrantChoice[] } | null>(null);
  // Handlers read the newest state through a ref so they stay one object for the whole session
  // and the memoised rows never re-render because of them.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });

  const handlers = useMemo<SkillRowHandlers>(
    () => ({
      onIncrease: (target) => {
        const { data, build, ctx } = stateRef.current;
        const asks = pendingGrantChoices(data, build, target, ctx);
        if (asks.length > 0) setPending({ target, choices: {}, asks });
        else dispatch({ type: 'increase', target });
      },
      onDecrease: (target) => dispatch({ type: 'decrease', target }),
    }),
    [dispatch],
  );

  const handleConfirm = useCallback(
    (answered: GrantChoices) => {
      if (!pending) return;
      const choices = { ...pending.choices, ...answered };
      const { data, build, ctx } = stateRef.current;
      // A chosen skill may itself grant a choice (grant chains): ask again until none is left.
      const more = pendingGrantChoices(data, build, pending.target, ctx, choices).filter((ask) => !(ask.key in choices));
      if (more.length > 0) setPending({ target: pending.target, choices, asks: more });
      else {
        setPending(null);
        dispatch({ type: 'increase', target: pending.target, choices });
      }
    },
    [pending, dispatch],
  );

  const cancelPending = useCallback(() => setPending(null), []);

  const groups = useMemo(() => groupSkillsForEditor(state.data.ruleset.skills), [state.data]);
  // Every row's view is the rules' verdict on its skill (200 in the sample ruleset): the rows whose
  // skill the click changed are worked out at once (the clicked counter shows its new value in the
  // click's own paint), the rest after that paint, as a render React may interrupt (the
  // +/- buttons answer within 200 ms on a slow phone). The handlers read the newest state and the
  // reducer refuses a step the rules refuse, so a click on a control whose view is a moment old is
  // still judged on the newest build.
  const shownState = useDeferredValue(state);
  const allViews = useMemo(
    () => new Map(shownState.data.ruleset.skills.map((skill) => [skill._id, shownFor(shownState, skill)])),
    [shownState],
  );
  const views = useMemo(() => {
    if (shownState === state) return allViews;
    const before = shownState.build.character_skills;
    const after = state.build.character_skills;
    const map = new Map(allViews);
    for (const skill of state.data.ruleset.skills) if (before[skill._id] !== after[skill._id]) map.set(skill._id, shownFor(state, skill));
    return map;
  }, [allViews, shownState, state]);

  const [store] = useState(() => new ShownStore(views));
  // After each render, before the paint: the rows whose view changed re-render at once.
  useLayoutEffect(() => store.publish(views), [store, views]);

  const visible = (skill: SkillDefinition): boolean => {
    const shown = views.get(skill._id);
    if (!shown || !matches(skill, query)) return false;
    // Another race's racial skills are never this character's to buy: not listed, even in All Skills.
    if (shown.kind === 'row' && shown.view.otherTraits) return false;
    if (filter === 'all') return true;
    return shown.kind === 'pyramid' ? shown.offers : shown.view.purchasable || shown.view.owned;
  };
  const isOpen = (type: string) => query !== '' || (open[`${filter}:${type}`] ?? true);
  const setAll = useCallback(
    (value: boolean) =>
      setOpen((previous) => ({ ...previous, ...Object.fromEntries(groups.map((group) => [`${filter}:${group.skill_type}`, value])) })),
    [groups, filter],
  );
  const onToggle = useCallback(
    (type: string, expanded: boolean) => setOpen((previous) => ({ ...previous, [`${filter}:${type}`]: !expanded })),
    [filter],
  );

  const sections: Section[] = groups.flatMap((group) => {
    const subtypes = group.subtypes
      .map((subtype) => ({ subtype: subtype.subtype, rows: subtype.skills.filter(visible) }))
      .filter((subtype) => subtype.rows.length > 0);
    const count = subtypes.reduce((sum, subtype) => sum + subtype.rows.length, 0);
    return count === 0 ? [] : [{ type: group.skill_type, subtypes, count }];
  });
  const layoutKey = sections
    .map(
      (section) =>
        `${section.type}${isOpen(section.type) ? '+' : '-'}${section.subtypes.map((subtype) => subtype.rows.map((skill) => skill._id).join(',')).join('|')}`,
    )
    .join(';');

  // The list mounts the rows a phone screen shows; the others follow in renders React may interrupt,
  // ROWS_PER_STEP at a time (the editor's main thread never waits for 150 rows at once).
  // A group opened later gets its rows the same way.
  const openRows = sections.reduce((sum, section) => (isOpen(section.type) ? sum + section.count : sum), 0);
  const [mountTarget, setMountTarget] = useState(FIRST_ROWS);
  const mounted = Math.min(openRows, mountTarget);
  useEffect(() => {
    if (mountTarget >= openRows) return;
    startTransition(() => setMountTarget((target) => target + ROWS_PER_STEP));
  }, [mountTarget, openRows]);

  return (
    <section aria-labelledby="skills-title">
      <EditorToolbar filter={filter} onFilter={setFilter} search={search} onSearch={setSearch} searching={query !== ''} onSetAll={setAll} />
      {sections.length === 0 && (
        <p className="mt-3" role="status">
          {query ? `No skills match “${search.trim()}”.` : 'Nothing can be bought right now.'}
        </p>
      )}
      <SkillSections
        sections={sections}
        layoutKey={layoutKey}
        mounted={mounted}
        isOpen={isOpen}
        onToggle={onToggle}
        store={store}
        handlers={handlers}
        dispatch={dispatch}
      />
      <MemoGrantChoiceModal pending={pending?.asks ?? null} onConfirm={handleConfirm} onCancel={cancelPending} />
    </section>
  );
}
