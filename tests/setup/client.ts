// Shared setup of the happy-dom projects: a clean storage for every test.
import { afterEach } from 'vitest';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
