// The jest-dom matchers (toBeInTheDocument, toBeDisabled, toHaveTextContent, ...) for every test file.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait for what the screen shows, and return as soon as it shows. On a loaded
// machine (two cores shared by several test runs) a first render with its lazy route and mocked
// answers has taken more than the library's default of 1 s, so they may wait up to 10 s: a
// limit for a stuck test, never a pause. What a test waits for is behaviour (a text, a role, a
// held answer released by the test), never a time.
configure({ asyncUtilTimeout: 10_000 });
