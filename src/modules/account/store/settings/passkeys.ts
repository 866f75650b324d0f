// The passkeys section of the two-factor page (docs/spec.md §4 "Passkeys"): the member's passkeys
// with when they were added and last used; add one (a fresh confirmation, then the browser's prompt,
// then a name), rename one, remove one (asked first, then the fresh confirmation if it is not fresh).
import { atom, onStart } from 'nanostores';
import { t } from '../../../../core/i18n/i18n.ts';
import { confirmationNeeded } from '../../../../core/session/confirmation.ts';
import { required } from '../../../../core/validation.ts';
import { showToast } from '../../../../ui/toasts.ts';
import {
  addPasskey,
  getPasskeyCreationOptions,
  getPasskeys,
  removePasskey,
  renamePasskey,
} from '../../api/settings/passkeys.ts';
import type { Passkey } from '../../types.ts';
import { createAction, createFormAction, ShownError } from './form-action.ts';
import { key, labels, validationMessages } from './texts.ts';

/** A move the member cancelled in the confirmation dialog: nothing more to say. */
const unlessCancelled = (error: unknown) => {
  if (confirmationNeeded(error) === null) throw error;
};

export function createPasskeySettings() {
  const $passkeys = atom<Passkey[] | null>(null);
  const $loadFailed = atom(false);
  /** The passkey whose name is being edited. */
  const $renaming = atom<Passkey | null>(null);
  /** The passkey waiting for the member's "Remove". */
  const $confirming = atom<Passkey | null>(null);
  const messages = validationMessages(t);

  async function load(): Promise<void> {
    $loadFailed.set(false);
    try {
      $passkeys.set(await getPasskeys());
    } catch {
      $loadFailed.set(true);
    }
  }

  const add = createFormAction({
    fields: { name: [required] },
    initial: { name: '' },
    labels: labels(t, { name: 'passkeys.name' }),
    messages,
    async run({ name }) {
      let options: Record<string, unknown>;
      try {
        options = await getPasskeyCreationOptions();
      } catch (error) {
        return unlessCancelled(error);
      }
      const { createPasskey, PasskeyCancelled } = await import('../passkey-browser.ts');
      let credential: Record<string, unknown>;
      try {
        credential = await createPasskey(options);
      } catch (error) {
        throw error instanceof PasskeyCancelled ? new ShownError(t(key('passkeys.cancelled'))) : error;
      }
      try {
        await addPasskey(name.trim(), credential);
      } catch (error) {
        return unlessCancelled(error);
      }
      add.form.reset();
      showToast({ kind: 'success', text: t(key('passkeys.added')) });
      await load();
    },
  });

  const rename = createFormAction({
    fields: { name: [required] },
    initial: { name: '' },
    labels: labels(t, { name: 'passkeys.name' }),
    messages,
    async run({ name }) {
      const passkey = $renaming.get();
      if (!passkey) return;
      await renamePasskey(passkey.id, name.trim());
      $renaming.set(null);
      await load();
    },
  });

  const remove = createAction(async () => {
    const passkey = $confirming.get();
    if (!passkey) return;
    // Closed first: the fresh confirmation, when asked for, is a dialog of its own.
    $confirming.set(null);
    try {
      await removePasskey(passkey.id);
    } catch (error) {
      return unlessCancelled(error);
    }
    showToast({ kind: 'success', text: t(key('passkeys.removed')) });
    await load();
  });

  function startRename(passkey: Passkey): void {
    rename.form.reset();
    rename.form.input('name', passkey.name);
    $renaming.set(passkey);
  }

  onStart($passkeys, () => void load());

  return {
    $passkeys,
    $loadFailed,
    $renaming,
    $confirming,
    load,
    add,
    rename,
    remove,
    startRename,
    cancelRename: () => $renaming.set(null),
    ask: (passkey: Passkey) => $confirming.set(passkey),
    cancel: () => $confirming.set(null),
  };
}

export type PasskeySettings = ReturnType<typeof createPasskeySettings>;
