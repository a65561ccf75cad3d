import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { ControlCheck } from './editor-state';

/** What the pyramid asks of the rules; each answer is a check from the same rules the server uses. */
export interface PyramidRules {
  /** the skill's name, e.g. 'Spell Slot' or 'Alchemy' */
  title: string;
  /** 'school' or 'specialty' */
  columnNoun: string;
  columns: number;
  levels: number;
  /** the heading of each chosen (or basic) column */
  columnNames: string[];
  /** slot counts, levels[column][level - 1] */
  counts: number[][];
  /** names the next column may take (already-chosen ones included: the rules say why not) */
  nextColumnOptions: string[];
  cell: (column: number, level: number, delta: 1 | -1) => ControlCheck;
  addColumn: (name: string) => ControlCheck;
  removeColumn: () => ControlCheck;
  onCell: (column: number, level: number, delta: 1 | -1) => void;
  onAddColumn: (name: string) => void;
  onRemoveColumn: () => void;
}

function CellButton(props: { label: string; symbol: string; check: ControlCheck; id: string; onClick: () => void }) {
  const reasonId = `${props.id}-reason`;
  return (
    <>
      <Button
        size="sm"
        variant="outline-secondary"
        className="px-2 py-0"
        aria-label={props.check.ok && props.check.cost !== 0 ? `${props.label} (${props.check.cost} XP)` : props.label}
        disabled={!props.check.ok}
        title={props.check.ok ? undefined : props.check.reason}
        aria-describedby={props.check.ok ? undefined : reasonId}
        onClick={props.onClick}
      >
        {props.symbol}
      </Button>
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
 * Decision: a disabled cell's reason is its tooltip and its accessible description rather than text
 * in the cell (54 reasons would bury the pyramid); the add/remove column reasons are shown as text.
 */
export function SlotPyramid(rules: PyramidRules) {
  const { columns, levels, columnNames, counts, nextColumnOptions, title, columnNoun } = rules;
  const free = nextColumnOptions.filter((name) => !columnNames.includes(name));
  const [nextName, setNextName] = useState('');
  const chosenNext = free.includes(nextName) ? nextName : (free[0] ?? '');
  const idBase = title.replace(/\W+/g, '-').toLowerCase();
  const cells = useMemo(() => {
    const table: { minus: ControlCheck; plus: ControlCheck }[][] = [];
    for (let column = 0; column < columns; column += 1) {
      table.push([]);
      for (let level = 1; level <= levels; level += 1) {
        table[column].push({ minus: rules.cell(column, level, -1), plus: rules.cell(column, level, 1) });
      }
    }
    return table;
  }, [rules, columns, levels]);
  const add = chosenNext ? rules.addColumn(chosenNext) : { ok: false, reason: `No ${columnNoun} left to choose`, cost: 0, quiet: false };
  const remove = rules.removeColumn();
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
            {free.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button size="sm" disabled={!add.ok} aria-describedby={add.ok ? undefined : `${idBase}-add-reason`} onClick={() => rules.onAddColumn(chosenNext)}>
          Add {columnNoun}
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          disabled={!remove.ok}
          aria-describedby={remove.ok ? undefined : `${idBase}-remove-reason`}
          onClick={rules.onRemoveColumn}
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
      <div className="table-responsive">
        <Table size="sm" bordered className="text-center align-middle mb-0">
          <caption className="visually-hidden">{title} slots by level and {columnNoun}</caption>
          <thead>
            <tr>
              <th scope="col">Level</th>
              {Array.from({ length: columns }, (_, column) => (
                <th scope="col" key={column} className="text-capitalize">
                  {columnLabel(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: levels }, (_, index) => {
              const level = index + 1;
              return (
                <tr key={level}>
                  <th scope="row">{level}</th>
                  {Array.from({ length: columns }, (_, column) => {
                    const where = `${title} level ${level} in ${columnLabel(column)}`;
                    const cell = cells[column][index];
                    const id = `${idBase}-${column}-${level}`;
                    return (
                      <td key={column}>
                        <div className="d-flex justify-content-center align-items-center gap-1">
                          <CellButton id={`${id}-minus`} symbol="−" label={`Remove ${where}`} check={cell.minus} onClick={() => rules.onCell(column, level, -1)} />
                          <output aria-label={`${where} count`}>{counts[column]?.[index] ?? 0}</output>
                          <CellButton id={`${id}-plus`} symbol="+" label={`Add ${where}`} check={cell.plus} onClick={() => rules.onCell(column, level, 1)} />
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
    </section>
  );
}
