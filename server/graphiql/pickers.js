// Friendly pickers for a saved query's variables: an `$eventId` is chosen from the events by title
// and date, a `$characterId` from the characters by name and player; any other variable is typed.
import { createElement as h, useEffect, useId, useState } from 'react';
import { call } from './api.js';

const dateOf = (iso) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) : 'no date';

/** Each picker's options, asked once per page: [{ value, label }], newest event first. */
const OPTIONS = {
  event: async () =>
    (await call('GET', '/events'))
      .toSorted((a, b) => String(b.event_start_time).localeCompare(String(a.event_start_time)))
      .map((event) => ({ value: event._id, label: `${event.event_title} (${dateOf(event.event_start_time)})` })),
  character: async () =>
    (await call('GET', '/characters?attributes=user,saved_build,committed_build'))
      .map((character) => {
        const name = character.committed_build?.character_name || character.saved_build?.character_name || 'Unnamed character';
        const player = [character.user?.first_name, character.user?.last_name].filter(Boolean).join(' ');
        return { value: character._id, label: player ? `${name} (${player})` : name };
      })
      .toSorted((a, b) => a.label.localeCompare(b.label)),
};
const asked = {};
const optionsOf = (picker) => (asked[picker] ??= OPTIONS[picker]());

const PICKER_LABEL = { event: 'Event', character: 'Character' };

function Picker({ parameter, value, onChange }) {
  const id = useId();
  const [options, setOptions] = useState(null);
  const [error, setError] = useState(null);
  useEffect(() => {
    optionsOf(parameter.picker).then(setOptions, (failure) => setError(failure.message));
  }, [parameter.picker]);
  const label = h('label', { htmlFor: id }, `${PICKER_LABEL[parameter.picker]} ($${parameter.name})`);
  if (error)
    return h('div', { className: 'saved-query-parameter' }, label, h('p', { role: 'alert', className: 'saved-queries-error' }, error));
  return h(
    'div',
    { className: 'saved-query-parameter' },
    label,
    h(
      'select',
      { id, value: value ?? '', disabled: options === null, onChange: (event) => onChange(event.target.value || undefined) },
      h('option', { value: '' }, options === null ? 'Loading…' : `Choose ${PICKER_LABEL[parameter.picker].toLowerCase()}`),
      (options ?? []).map((option) => h('option', { key: option.value, value: option.value }, option.label)),
    ),
  );
}

/** A typed variable: numbers and booleans are read as JSON, IDs and strings kept as typed. */
function TypedInput({ parameter, value, onChange }) {
  const id = useId();
  const named = parameter.type.replace(/[[\]!]/g, '');
  const read = (text) => {
    if (text === '') return undefined;
    if (named === 'String' || named === 'ID') return text;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  };
  return h(
    'div',
    { className: 'saved-query-parameter' },
    h('label', { htmlFor: id }, `$${parameter.name} (${parameter.type})`),
    h('input', {
      id,
      value: value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value),
      onChange: (event) => onChange(read(event.target.value)),
    }),
  );
}

/** The variables a saved query declares, each with its picker; `values` holds what was chosen. */
export function ParameterInputs({ parameters, values, onChange }) {
  return parameters.map((parameter) =>
    h(parameter.picker ? Picker : TypedInput, {
      key: parameter.name,
      parameter,
      value: values[parameter.name],
      onChange: (value) => onChange({ ...values, [parameter.name]: value }),
    }),
  );
}

/** The first required variable without a value, if any: the query cannot run until it has one. */
export function missingParameter(parameters, values) {
  return parameters.find(
    (parameter) => parameter.type.endsWith('!') && (values[parameter.name] === undefined || values[parameter.name] === ''),
  );
}

export const describeMissing = (parameter) =>
  parameter.picker ? `Choose ${PICKER_LABEL[parameter.picker].toLowerCase()} first` : `Fill in $${parameter.name} first`;
