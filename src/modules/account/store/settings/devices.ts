// The devices page (ASVS 5.0 7.5.2): every logged-in session of the member, one logged out after a
// confirmation, or all others after the password.
import { atom } from 'nanostores';
import { t } from '../../../../core/i18n/i18n.ts';
import { required } from '../../../../core/validation.ts';
import { showToast } from '../../../../ui/toasts.ts';
import { createAction, createFormAction } from './form-action.ts';
import { key, labels, validationMessages } from './texts.ts';
import type { Device } from '../../types.ts';
import { getDevices, logoutOtherDevices, revokeDevice } from '../../api/settings/devices.ts';

export function createDevicesSettings() {
  const $devices = atom<Device[] | null>(null);
  const $loadFailed = atom(false);
  /** The device waiting for the member's confirmation. */
  const $confirming = atom<Device | null>(null);

  async function load(): Promise<void> {
    $loadFailed.set(false);
    try {
      $devices.set(await getDevices());
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
    fields: { password: [required] },
    initial: { password: '' },
    labels: labels(t, { password: 'common.currentPassword' }),
    messages: validationMessages(t),
    async run({ password }) {
      const { revoked_devices } = await logoutOtherDevices(password);
      logoutOthers.form.reset();
      showToast({ kind: 'success', text: t(key('devices.othersDone'), { count: revoked_devices }) });
      await load();
    },
  });

  return {
    $devices,
    $loadFailed,
    $confirming,
    load,
    revoke,
    logoutOthers,
    ask: (device: Device) => $confirming.set(device),
    cancel: () => $confirming.set(null),
  };
}

export type DevicesSettings = ReturnType<typeof createDevicesSettings>;
