// @testing-library/jest-dom's matchers (toBeVisible, toHaveTextContent, toBeChecked, …) for the
// happy-dom projects: a test of a view asserts what the member sees of an element, not only that a
// query found it (tests/architecture/test-assertions.test.ts). The one place the library enters.
import '@testing-library/jest-dom/vitest';
