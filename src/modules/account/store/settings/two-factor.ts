// The two-factor page (docs/contracts.md §4.4): status; enable with the password -> QR code and key ->
// confirm with a code -> 8 recovery codes shown once (download, print); disable and new recovery
// codes with the password. The session's google2fa_enabled_at follows (docs/spec.md §4).
import { atom, onStart } from 'nanostores';
import { t } from '../../../../core/i18n/i18n.ts';
import { getRuntime } from '../../../../core/runtime.ts';
import { required, type Rule } from '../../../../core/validation.ts';
import { showToast } from '../../../../ui/toasts.ts';
import { createFormAction } from './form-action.ts';
import { key, labels, validationMessages } from './texts.ts';
import type { TwoFactorSetup, TwoFactorStatus } from '../../types.ts';
import {
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
} from '../../api/settings/two-factor.ts';
import { downloadText } from './two-factor-files.ts';
import { setTwoFactorEnabledAt } from '../../../../core/session/updates.ts';

export const sixDigits: Rule = {
  name: 'sixDigits',
  test: (value) => typeof value !== 'string' || value.trim() === '' || /^\d{6}$/.test(value.replace(/\s/g, '')),
};

export type TwoFactorView =
  | { step: 'overview' }
  | { step: 'setup'; setup: TwoFactorSetup }
  /** Shown once: they are gone when the member leaves this step. */
  | { step: 'codes'; codes: string[] };

export function createTwoFactorSettings() {
  const $status = atom<TwoFactorStatus | null>(null);
  const $loadFailed = atom(false);
  const $view = atom<TwoFactorView>({ step: 'overview' });
  const messages = validationMessages(t);
  const passwordForm = (run: (password: string) => Promise<void>) =>
    createFormAction({
      fields: { password: [required] },
      initial: { password: '' },
      labels: labels(t, { password: 'common.currentPassword' }),
      messages,
      run: ({ password }) => run(password),
    });
  const session = () => getRuntime().session;

  async function load(): Promise<void> {
    $loadFailed.set(false);
    try {
      $status.set(await getTwoFactorStatus());
    } catch {
      $loadFailed.set(true);
    }
  }

  const enable = passwordForm(async (password) => {
    const setup = await enableTwoFactor(password);
    enable.form.reset();
    $view.set({ step: 'setup', setup });
  });

  const confirm = createFormAction({
    fields: { code: [required, sixDigits] },
    initial: { code: '' },
    labels: labels(t, { code: 'twoFactor.code' }),
    messages,
    async run({ code }) {
      const result = await confirmTwoFactor(code.replace(/\s/g, ''));
      confirm.form.reset();
      setTwoFactorEnabledAt(result.enabled_at, session());
      $view.set({ step: 'codes', codes: result.recovery_codes });
      showToast({ kind: 'success', text: t(key('twoFactor.enabled')) });
      await load();
    },
  });

  const disable = passwordForm(async (password) => {
    await disableTwoFactor(password);
    disable.form.reset();
    setTwoFactorEnabledAt(null, session());
    showToast({ kind: 'success', text: t(key('twoFactor.disabled')) });
    await load();
  });

  const regenerate = passwordForm(async (password) => {
    const result = await regenerateRecoveryCodes(password);
    regenerate.form.reset();
    $view.set({ step: 'codes', codes: result.recovery_codes });
    showToast({ kind: 'success', text: t(key('twoFactor.regenerated')) });
    await load();
  });

  /** Back to the overview; a pending secret stays unconfirmed and does not gate login. */
  const finish = () => $view.set({ step: 'overview' });

  function download(): void {
    const view = $view.get();
    if (view.step !== 'codes') return;
    const email = session().$session.get().user?.email ?? '';
    downloadText(
      t(key('twoFactor.fileName')),
      [t(key('twoFactor.fileHeader'), { email }), '', ...view.codes, ''].join('\n'),
    );
  }

  // The page's data loads each time the page starts showing it.
  onStart($status, () => void load());

  return { $status, $loadFailed, $view, load, enable, confirm, disable, regenerate, finish, download };
}

export type TwoFactorSettings = ReturnType<typeof createTwoFactorSettings>;
