// A staff action's state for a page: busy while it runs, the refusal's text after it failed, and a
// reload of what the page shows after it succeeded.
import { createBusyAction } from '../../../core/busy-action.ts';

export function createAction(failedText: () => string, reload: () => unknown) {
  const action = createBusyAction(failedText);
  return {
    $busy: action.$busy,
    $problem: action.$problem,
    run: <T>(work: () => Promise<T>): Promise<T | null> =>
      action.run(async () => {
        const result = await work();
        await reload();
        return result;
      }),
  };
}
