// Requests of the passkeys section of the two-factor page, one function per endpoint
// (server/modules/settings/routes-passkeys.ts). Adding and removing ask for a fresh confirmation
// when the server answers 423 (core/session/confirmation.ts).
import { currentApi } from '../../../../core/runtime.ts';
import { withConfirmation } from '../../../../core/session/confirmation.ts';
import type { Passkey } from '../../types.ts';

export const getPasskeys = () => currentApi().get<Passkey[]>('user/passkeys');

export const getPasskeyCreationOptions = () =>
  withConfirmation(() => currentApi().post<Record<string, unknown>>('user/passkeys/options'));

export const addPasskey = (name: string, credential: Record<string, unknown>) =>
  withConfirmation(() => currentApi().post<Passkey>('user/passkeys', { name, credential }));

export const renamePasskey = (id: number, name: string) =>
  currentApi()
    .raw<Passkey>('PUT', `user/passkeys/${id}`, { body: { name } })
    .then((r) => r.data);

export const removePasskey = (id: number) =>
  withConfirmation(() =>
    currentApi()
      .raw<undefined>('DELETE', `user/passkeys/${id}`)
      .then(() => undefined),
  );
