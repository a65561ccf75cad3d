import { characterLevelCellProblems, type CharacterLevelThreshold } from '@larp/rules';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';

/*
 * The level table of the ruleset's header as one editable table: a row per level with its total XP,
 * the XP from the level before shown beside it. Each cell keeps its text as typed and says its
 * problem as the rules' validator words it (characterLevelCellProblems); a cell that is not a
 * number reaches the value as NaN, so the validator refuses it and the save waits. The arrow keys
 * and Enter move between the cells; a column pasted from a spreadsheet fills the cells downward,
 * adding levels as needed.
 */

/** A cell's text as the table's value: blank or not a number is NaN (refused), else the number typed. */
const xpOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

const textOf = (xp: number): string => (Number.isNaN(xp) ? '' : String(xp));

export function LevelTable({
  levels,
  onChange,
}: {
  levels: CharacterLevelThreshold[];
  onChange: (levels: CharacterLevelThreshold[]) => void;
}) {
  // the texts as typed, row by row; a row the value gained or lost elsewhere follows the value
  const [texts, setTexts] = useState<string[]>(() => levels.map((entry) => textOf(entry.xp)));
  const shown = levels.map((entry, index) =>
    index < texts.length && Object.is(xpOf(texts[index]), entry.xp) ? texts[index] : textOf(entry.xp),
  );
  const cells = useRef<Array<HTMLInputElement | null>>([]);
  const problems = characterLevelCellProblems(levels);

  const put = (nextTexts: string[]) => {
    setTexts(nextTexts);
    onChange(nextTexts.map((text, index) => ({ level: index + 1, xp: xpOf(text) })));
  };
  const focus = (index: number) => {
    const cell = cells.current[index];
    if (cell) {
      cell.focus();
      cell.select();
    }
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || (event.key === 'Enter' && !event.shiftKey)) {
      event.preventDefault();
      focus(Math.min(index + 1, levels.length - 1));
    } else if (event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey)) {
      event.preventDefault();
      focus(Math.max(index - 1, 0));
    }
  };
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData
      .getData('text')
      .split(/[\r\n\t]+/)
      .map((text) => text.trim())
      .filter((text) => text !== '');
    if (pasted.length < 2) return;
    event.preventDefault();
    const next = [...shown];
    pasted.forEach((text, offset) => {
      next[index + offset] = text;
    });
    put(next);
  };

  return (
    <fieldset className="mb-2">
      <legend className="fs-6">Character levels</legend>
      <p className="small text-body-secondary mb-1" id="level-table-help">
        The total XP a character needs for each level. Arrow keys or Enter move between the cells; a column pasted from a spreadsheet fills
        the cells below.
      </p>
      <Table size="sm" className="align-middle mb-2" style={{ maxWidth: '26rem' }}>
        <thead>
          <tr>
            <th scope="col">Level</th>
            <th scope="col">Total XP</th>
            <th scope="col">XP from the level before</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((entry, index) => {
            const problem = problems[index];
            const step = index > 0 ? entry.xp - levels[index - 1].xp : null;
            return (
              <tr key={entry.level}>
                <th scope="row">{entry.level}</th>
                <td>
                  <Form.Control
                    ref={(element: HTMLInputElement | null) => {
                      cells.current[index] = element;
                    }}
                    size="sm"
                    inputMode="numeric"
                    style={{ width: '7rem' }}
                    aria-label={`Level ${entry.level} total XP`}
                    aria-invalid={problem !== null}
                    aria-describedby={problem !== null ? `level-${entry.level}-problem` : 'level-table-help'}
                    isInvalid={problem !== null}
                    value={shown[index]}
                    onChange={(event) => put(shown.map((text, at) => (at === index ? event.target.value : text)))}
                    onKeyDown={onKeyDown(index)}
                    onPaste={onPaste(index)}
                  />
                  {problem !== null && (
                    <Form.Control.Feedback type="invalid" id={`level-${entry.level}-problem`}>
                      Total XP {problem}.
                    </Form.Control.Feedback>
                  )}
                </td>
                <td className="text-body-secondary">{step === null ? 'start' : Number.isFinite(step) ? `+${step}` : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Button
          size="sm"
          variant="outline-primary"
          onClick={() => {
            const xps = levels.map((entry) => (Number.isFinite(entry.xp) ? entry.xp : 0));
            const last = xps.length ? xps[xps.length - 1] : 0;
            // the new level asks for the last step again (10 XP when there is none yet)
            const step = xps.length >= 2 ? last - xps[xps.length - 2] : 10;
            put([...shown, textOf(last + (step > 0 ? step : 10))]);
          }}
        >
          Add level {levels.length + 1}
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          disabled={levels.length <= 1}
          aria-describedby={levels.length <= 1 ? 'level-one-stays' : undefined}
          onClick={() => put(shown.slice(0, -1))}
        >
          Remove level {levels.length}
        </Button>
        {levels.length <= 1 && (
          <span className="small text-body-secondary" id="level-one-stays">
            Level 1 always stays.
          </span>
        )}
      </div>
    </fieldset>
  );
}
