import { memo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { columnBlock, levelWord, nameWords } from '@larp/rules';
import type { ControlCheck } from './editor-state';
import { StepButton } from './step-button';

/**
 * What a pyramid shows, every check already answered by the rules (the same code the server uses).
 * Plain data, so the pyramid re-renders only when its JSON key changes.
 */
export interface PyramidView {
  /** the skill's name, e.g. 'Spell Slot' or 'Alchemy' */
  title: string;
  /** 'school' or 'specialty' */
  columnNoun: string;
  columns: number;
  levels: number;
  /** the heading of each chosen (or basic) column */
  columnNames: string[];
  /** slot counts, counts[column][level - 1] */
  counts: number[][];
  /** cells[column][level - 1]: the checks of its minus and plus */
  cells: { minus: ControlCheck; plus: ControlCheck }[][];
  /** the names the next column may take, each with the check of choosing it */
  nextColumn: { name: string; check: ControlCheck }[];
  removeColumn: ControlCheck;
}

/** Stable handlers (they dispatch to the editor's reducer). */
export interface PyramidHandlers {
  onCell: (column: number, level: number, delta: 1 | -1) => void;
  onAddColumn: (name: string) => void;
  onRemoveColumn: () => void;
}

/**
 * What the next slot of each chosen column costs, or why none can be added: the
 * lowest level whose + is allowed, else the reason the first level's + is blocked.
 */
export function nextSlotTexts(view: PyramidView): { column: string; text: string }[] {
  return view.columnNames.map((name, column) => {
    const cells = view.cells[column] ?? [];
    const open = cells.findIndex((cell) => cell.plus.ok);
    if (open >= 0) return { column: name, text: `next slot: ${levelWord(open + 1)} level, ${cells[open].plus.cost} XP` };
    // Nothing can be added: the rules say which level's block is the real limit (XP before the shape).
    const blocked = columnBlock(cells.map((cell) => cell.plus));
    return { column: name, text: blocked ? `no slot can be added: ${blocked.reason}` : 'every slot is bought' };
  });
}

/** Every cell's checks, from one function of the rules. */
export function pyramidCells(columns: number, levels: number, check: (column: number, level: number, delta: 1 | -1) => ControlCheck) {
  return Array.from({ length: columns }, (_, column) =>
    Array.from({ length: levels }, (_, index) => ({ minus: check(column, index + 1, -1), plus: check(column, index + 1, 1) })),
  );
}

function CellButton(props: {
  label: string;
  symbol: string;
  check: ControlCheck;
  id: string;
  onClick: () => void;
  onBlocked: (text: string) => void;
}) {
  const reasonId = `${props.id}-reason`;
  return (
    <>
      <StepButton
        check={props.check}
        label={props.label}
        variant={props.symbol === '+' ? 'primary' : 'outline-primary'}
        className="pyramid-step px-1 py-0"
        reasonId={reasonId}
        onStep={props.onClick}
        onBlocked={() => props.onBlocked(`${props.label}: ${props.check.reason}`)}
      >
        {props.symbol}
      </StepButton>
      {!props.check.ok && (
        <span id={reasonId} className="visually-hidden">
          {props.check.reason}
        </span>
      )}
    </>
  );
}

/**
 * A slot pyramid (columns x levels) with +/- per cell, enabled only when the rules allow the step.
 * Decision: a blocked cell's reason is its accessible description, and shows in the status line under
 * the table when the cell is pressed or tapped, rather than as text in the cell (54 reasons would bury
 * the pyramid); the add/remove column reasons are shown as text.
 */
function SlotPyramidBody({ view, handlers }: { view: PyramidView; viewKey: string; handlers: PyramidHandlers }) {
  const { columns, levels, columnNames, counts, cells, nextColumn, title, columnNoun } = view;
  const free = nextColumn.filter((option) => !columnNames.includes(option.name));
  const [nextName, setNextName] = useState('');
  // the reason of the last blocked cell pressed, shown under the table
  const [told, setTold] = useState('');
  // the first choice the rules allow is the default, never a blocked one
  const chosen = free.find((option) => option.name === nextName) ?? free.find((option) => option.check.ok) ?? free.at(0);
  const chosenNext = chosen?.name ?? '';
  const idBase = title.replace(/\W+/g, '-').toLowerCase();
  const add: ControlCheck = chosen?.check ?? {
    ok: false,
    reason: `No ${columnNoun} left to choose`,
    cost: 0,
    quiet: false,
    code: 'pyramid',
  };
  const remove = view.removeColumn;
  const columnLabel = (column: number) => columnNames[column] ?? `${columnNoun} ${column + 1} (not chosen)`;
  return (
    <section aria-labelledby={`${idBase}-title`} className="my-3">
      <h4 id={`${idBase}-title`} className="h6">
        {title} pyramid
      </h4>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <Form.Group controlId={`${idBase}-next`}>
          <Form.Label className="mb-0 small">Next {columnNoun}</Form.Label>
          <Form.Select size="sm" value={chosenNext} onChange={(event) => setNextName(event.target.value)} disabled={free.length === 0}>
            {free.map((option) => (
              <option key={option.name} value={option.name}>
                {nameWords(option.name)}
                {option.check.ok ? '' : ' (not allowed)'}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button
          size="sm"
          disabled={!add.ok}
          aria-describedby={add.ok ? undefined : `${idBase}-add-reason`}
          onClick={() => handlers.onAddColumn(chosenNext)}
        >
          Add {columnNoun}
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          disabled={!remove.ok}
          aria-describedby={remove.ok ? undefined : `${idBase}-remove-reason`}
          onClick={handlers.onRemoveColumn}
        >
          Remove last {columnNoun}
        </Button>
      </div>
      {!add.ok && (
        <div id={`${idBase}-add-reason`} className="small text-body-secondary">
          Add {columnNoun}: {add.reason}
        </div>
      )}
      {!remove.ok && (
        <div id={`${idBase}-remove-reason`} className="small text-body-secondary">
          Remove last {columnNoun}: {remove.reason}
        </div>
      )}
      <p className="small mb-1">+ buys one slot of a level and − removes one; a level can hold no more slots than the level below it.</p>
      <ul className="small mb-2 ps-3" aria-label={`${title}: next slots`}>
        {nextSlotTexts(view).map(({ column, text }) => (
          <li key={column}>
            <span className="text-capitalize">{nameWords(column)}</span>: {text}
          </li>
        ))}
      </ul>
      {/* A wide table scrolls sideways on a phone: the region takes the focus so the keyboard can scroll it. */}
      <div className="table-responsive" tabIndex={0} role="region" aria-label={`${title} slots table`}>
        <Table size="sm" bordered className="text-center align-middle mb-0">
          <caption className="visually-hidden">
            {title} slots by level and {columnNoun}
          </caption>
          <thead>
            <tr>
              <th scope="col">Level</th>
              {Array.from({ length: columns }, (_, column) => (
                <th scope="col" key={column}>
                  {columnNames[column] ? nameWords(columnNames[column]) : columnLabel(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: levels }, (_, index) => {
              const level = index + 1;
              return (
                <tr key={level}>
                  <th scope="row">
                    <span className="visually-hidden">Level </span>
                    {level}
                  </th>
                  {Array.from({ length: columns }, (_, column) => {
                    const where = `${title} level ${level} in ${columnLabel(column)}`;
                    const cell = cells[column][index];
                    const id = `${idBase}-${column}-${level}`;
                    return (
                      <td key={column}>
                        <div className="d-flex justify-content-center align-items-center gap-1">
                          <CellButton
                            id={`${id}-minus`}
                            symbol="−"
                            label={`Remove ${where}`}
                            check={cell.minus}
                            onClick={() => {
                              setTold('');
                              handlers.onCell(column, level, -1);
                            }}
                            onBlocked={setTold}
                          />
                          <output aria-label={`${where} count`}>{counts[column]?.[index] ?? 0}</output>
                          <CellButton
                            id={`${id}-plus`}
                            symbol="+"
                            label={`Add ${where}`}
                            check={cell.plus}
                            onClick={() => {
                              setTold('');
                              handlers.onCell(column, level, 1);
                            }}
                            onBlocked={setTold}
                          />
                        </div>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
      <p role="status" className="small step-reason mt-1 mb-0">
        {told}
      </p>
    </section>
  );
}

/** Memoised on the view's JSON key: a click elsewhere in the editor does not re-render the pyramid. */
export const SlotPyramid = memo(SlotPyramidBody, (a, b) => a.viewKey === b.viewKey && a.handlers === b.handlers);
