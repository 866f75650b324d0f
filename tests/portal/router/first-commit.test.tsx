// docs/architecture.md decision 14: parts the first screen shows as frames only load
// after its first commit; once it is committed, later screens render them at once.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  $firstCommitted,
  $firstScreen,
  firstScreenShownWhen,
  useAfterFirstCommit,
  useAfterFirstScreen,
} from '../../../src/portal/router/first-commit.ts';

function Probe({ seen }: { seen: boolean[] }) {
  seen.push(useAfterFirstCommit());
  return null;
}

describe('after the first commit', () => {
  beforeEach(() => $firstCommitted.set(false));
  // A probe left mounted sets the flag again in its effect as soon as beforeEach clears it: shuffled,
  // the later test's probe made the first render of the earlier one's see true.
  afterEach(cleanup);

  it('is false in the first render of the page and true once that render is committed', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('is true from the first render of anything mounted after the first commit', () => {
    render(<Probe seen={[]} />);
    const later: boolean[] = [];
    render(<Probe seen={later} />);
    expect(later).toEqual([true]);
  });
});

function ScreenProbe({ seen }: { seen: boolean[] }) {
  seen.push(useAfterFirstScreen());
  return null;
}

// decision 16: the top bar's module items and the members' companions wait for the first screen's data
describe('after the first screen is shown', () => {
  beforeEach(() => {
    $firstCommitted.set(false);
    $firstScreen.set('committed');
  });
  afterEach(cleanup);

  it('stays false after the first commit until the first screen shows what it is for', async () => {
    let shown!: () => void;
    const settled = firstScreenShownWhen(new Promise<void>((resolve) => (shown = resolve)));
    const seen: boolean[] = [];
    render(<ScreenProbe seen={seen} />);
    expect($firstCommitted.get()).toBe(true);
    expect(seen.at(-1)).toBe(false);
    await act(async () => {
      shown();
      await settled;
    });
    expect(seen.at(-1)).toBe(true);
  });
});
