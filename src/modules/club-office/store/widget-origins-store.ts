// The widget sites in the staff area (Club:WidgetOrigins, docs/spec.md §10 "Widget origins"): the
// board's list, adding and removing a site (which counts at once on the server), and the snippet.
import { atom } from 'nanostores';
import { ValidationError } from '../../../core/api/errors.ts';
import { keyed } from '../../../core/resource/keyed.ts';
import { addWidgetOrigin, getWidgetOrigins, removeWidgetOrigin, type WidgetOrigins } from '../api.ts';
import { problemOf } from '../../../core/api/refusal-text.ts';

export const widgetOrigins = keyed(getWidgetOrigins);

export function createWidgetOriginsStore(failedText: () => string) {
  const $error = atom<string | null>(null);
  const $problem = atom<string | null>(null);
  const $busy = atom(false);
  async function run(action: () => Promise<WidgetOrigins>): Promise<boolean> {
    $busy.set(true);
    $problem.set(null);
    $error.set(null);
    try {
      widgetOrigins.set([], await action());
      return true;
    } catch (error) {
      if (error instanceof ValidationError) $error.set(error.errors?.origin?.[0] ?? null);
      if ($error.get() === null) $problem.set(problemOf(error, failedText()));
      return false;
    } finally {
      $busy.set(false);
    }
  }
  return {
    $error,
    $problem,
    $busy,
    add: (origin: string) => run(() => addWidgetOrigin(origin.trim())),
    remove: (origin: string) => run(() => removeWidgetOrigin(origin)),
  };
}
