// The devices page (ASVS 5.0 7.5.2): every logged-in session of the member and their API tokens
// (a token made with a stolen session must be seen), one session logged out after a confirmation,
// or all others after the password, the API tokens with them unless the member keeps them.
import { atom, onStart } from 'nanostores';
import { t } from '../../../../core/i18n/i18n.ts';
import { required } from '../../../../core/validation.ts';
import { showToast } from '../../../../ui/toasts.ts';
import { createAction, createFormAction } from './form-action.ts';
import { key, labels, validationMessages } from './texts.ts';
import type { ApiToken, Device } from '../../types.ts';
import { getDevices, logoutOtherDevices, revokeDevice } from '../../api/settings/devices.ts';
import { getApiTokens } from '../../api/settings/api-tokens.ts';

export function createDevicesSettings() {
  const $devices = atom<Device[] | null>(null);
  const $apiTokens = atom<ApiToken[] | null>(null);
  const $loadFailed = atom(false);
  /** The device waiting for the member's confirmation. */
  const $confirming = atom<Device | null>(null);

  async function load(): Promise<void> {
    $loadFailed.set(false);
    try {
      const [devices, tokens] = await Promise.all([getDevices(), getApiTokens()]);
      $devices.set(devices);
      $apiTokens.set(tokens);
    } catch {
      $loadFailed.set(true);
    }
  }

  const revoke = createAction(async () => {
    const device = $confirming.get();
    if (!device) return;
    await revokeDevice(device.id);
    $confirming.set(null);
    $devices.set(($devices.get() ?? []).filter((d) => d.id !== device.id));
    showToast({ kind: 'success', text: t(key('devices.revoked')) });
  });

  const logoutOthers = createFormAction({
    fields: { password: [required], keep_api_tokens: [] },
    initial: { password: '', keep_api_tokens: false },
    labels: labels(t, { password: 'common.currentPassword', keep_api_tokens: 'devices.keepApiTokens' }),
    messages: validationMessages(t),
    async run({ password, keep_api_tokens }) {
      const { revoked_devices, revoked_api_tokens = 0 } = await logoutOtherDevices(password, keep_api_tokens);
      logoutOthers.form.reset();
      showToast({ kind: 'success', text: t(key('devices.othersDone'), { count: revoked_devices }) });
      if (revoked_api_tokens > 0)
        showToast({ kind: 'success', text: t(key('devices.tokensRevoked'), { count: revoked_api_tokens }) });
      await load();
    },
  });

  // The page's data loads each time the page starts showing it.
  onStart($devices, () => void load());

  return {
    $devices,
    $apiTokens,
    $loadFailed,
    $confirming,
    load,
    revoke,
    logoutOthers,
    ask: (device: Device) => $confirming.set(device),
    cancel: () => $confirming.set(null),
  };
}
