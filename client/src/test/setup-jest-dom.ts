// The jest-dom matchers (toBeInTheDocument, toBeDisabled, toHaveTextContent, ...) for every test file.
import '@testing-library/jest-dom';
