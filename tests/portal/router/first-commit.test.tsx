// docs/architecture.md decision 14: parts the first screen shows as frames only load
// after its first commit; once it is committed, later screens render them at once.
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $firstCommitted, useAfterFirstCommit } from '../../../src/portal/router/first-commit.ts';

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
