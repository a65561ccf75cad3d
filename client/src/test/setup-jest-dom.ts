// The jest-dom matchers (toBeInTheDocument, toBeDisabled, toHaveTextContent, ...) for every test file.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { format } from 'node:util';

// findBy* and waitFor wait for what the screen shows, and return as soon as it shows. On a loaded
// machine (two cores shared by several test runs) a first render with its lazy route and mocked
// answers has taken more than the library's default of 1 s, so they may wait up to 10 s: a
// limit for a stuck test, never a pause. What a test waits for is behaviour (a text, a role, a
// held answer released by the test), never a time.
configure({ asyncUtilTimeout: 10_000 });

// React reports markup the HTML parser would rearrange (a <div> inside a <p> or a <button>) only as
// a console error; here it fails the test that rendered it, so invalid nesting cannot come back.
const invalidNesting: string[] = [];
const reportError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = format(...args);
  if (/cannot be a descendant of|cannot contain a nested/.test(text)) invalidNesting.push(text.split('\n')[0] ?? text);
  reportError(...args);
};
afterEach(() => {
  const found = invalidNesting.splice(0);
  if (found.length > 0) throw new Error(`Invalid HTML nesting rendered:\n${found.join('\n')}`);
});
