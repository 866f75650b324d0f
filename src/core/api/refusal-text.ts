// What to tell the staff member when a request was refused: the server's first field message for a
// 422 (already in their language), else the page's own text.
import { ValidationError } from './errors.ts';

export function problemOf(error: unknown, fallback: string): string {
  if (error instanceof ValidationError) {
    const first = Object.values(error.errors ?? {}).flat()[0];
    if (first) return first;
  }
  return fallback;
}
