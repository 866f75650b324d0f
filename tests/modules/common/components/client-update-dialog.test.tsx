// The client-update dialog (docs/spec.md §9): its texts in both languages, 'Apply Now' reloads at once,
// 'Later ...' (or Escape) closes without reloading; the flow follows the client-updated cue.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyKeys, loadMessages, missingKeys, setLocale } from '../../../../src/core/i18n/i18n.ts';
import { CLIENT_UPDATE_MESSAGES, followClientUpdated } from '../../../../src/modules/common/store/client-update.ts';
import { ClientUpdateDialog } from '../../../../src/modules/common/components/client-update-dialog.tsx';
import { AUTO_RELOAD_MS, createClientUpdate } from '../../../../src/modules/common/store/client-update-flow.ts';
import de from '../../../../src/modules/common/messages/client-update/de.ts';
import en from '../../../../src/modules/common/messages/client-update/en.ts';

beforeAll(async () => {
  await loadMessages([CLIENT_UPDATE_MESSAGES]);
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await setLocale('en');
});

function newerBuildFlow() {
  const reload = vi.fn();
  const flow = createClientUpdate({
    runningVersion: () => '0.1.0+aaaa',
    fetchDeployedVersion: async () => '0.1.0+bbbb',
    isNativeApp: () => false,
    routeName: () => 'Dashboard',
    reload,
  });
  return { flow, reload };
}

describe('client update dialog', () => {
  it("shows 'Update Available' / 'App will update in a few seconds automatically' with 'Apply Now' and 'Later ...'.", async () => {
    const { flow } = newerBuildFlow();
    render(<ClientUpdateDialog routeName="Dashboard" flow={flow} />);
    await act(() => flow.cue());
    const dialog = screen.getByRole('alertdialog', { name: 'Update Available' });
    expect(dialog.textContent).toContain('App will update in a few seconds automatically');
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Later ...' })).toBeVisible();
    flow.dispose();
  });

  it('says the update waits while a form on the page holds unsaved input', async () => {
    const flow = createClientUpdate({
      runningVersion: () => '0.1.0+aaaa',
      fetchDeployedVersion: async () => '0.1.0+bbbb',
      isNativeApp: () => false,
      routeName: () => 'Dashboard',
      reload: vi.fn(),
      hasUnsavedInput: () => true,
    });
    render(<ClientUpdateDialog routeName="Dashboard" flow={flow} />);
    await act(() => flow.cue());
    expect(screen.getByRole('alertdialog', { name: 'Update Available' }).textContent).toContain(
      'A form on this page holds input you have not saved yet: the update waits until you save it, or choose Apply Now.',
    );
    flow.dispose();
  });

  it("reloads at once on 'Apply Now'.", async () => {
    const { flow, reload } = newerBuildFlow();
    render(<ClientUpdateDialog routeName="Dashboard" flow={flow} />);
    await act(() => flow.cue());
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("closes without reloading on 'Later ...', also after the 5 seconds.", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { flow, reload } = newerBuildFlow();
    render(<ClientUpdateDialog routeName="Dashboard" flow={flow} />);
    await act(() => flow.cue());
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Later ...' }));
    await act(() => vi.advanceTimersByTimeAsync(AUTO_RELOAD_MS * 2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats Escape as Later.', async () => {
    const { flow, reload } = newerBuildFlow();
    render(<ClientUpdateDialog routeName="Dashboard" flow={flow} />);
    await act(() => flow.cue());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    flow.dispose();
    expect(reload).not.toHaveBeenCalled();
  });

  it('speaks German when the member does.', async () => {
    await setLocale('de');
    const { flow } = newerBuildFlow();
    render(<ClientUpdateDialog routeName="Dashboard" flow={flow} />);
    await act(() => flow.cue());
    expect(screen.getByRole('alertdialog', { name: 'Update verfügbar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Jetzt aktualisieren' })).toBeVisible();
    flow.dispose();
  });

  it('has every text in English and German, none empty.', () => {
    expect(missingKeys(en, de)).toEqual([]);
    expect(missingKeys(de, en)).toEqual([]);
    expect([...emptyKeys(en), ...emptyKeys(de)]).toEqual([]);
  });
});

describe('following client-updated', () => {
  it('runs the check on every client-updated event, whatever its payload, and stops when told.', () => {
    let emit: ((payload?: unknown) => void) | null = null;
    const cue = vi.fn(async () => {});
    const stop = followClientUpdated({ cue }, (callback) => {
      emit = callback as (payload?: unknown) => void;
      return () => (emit = null);
    });
    emit!({ version: '<script>alert(1)</script>', reload: true });
    emit!();
    expect(cue).toHaveBeenCalledTimes(2);
    stop();
    expect(emit).toBeNull();
  });
});
