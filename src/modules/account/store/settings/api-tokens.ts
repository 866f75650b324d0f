// The API token page: create a token (name, abilities, optional expiry date, the current password),
// show its secret once,
// list the tokens (never a secret) and revoke one after a confirmation.
import { atom, onStart } from 'nanostores';
import { t } from '../../../../core/i18n/i18n.ts';
import { required, type Rule } from '../../../../core/validation.ts';
import { showToast } from '../../../../ui/toasts.ts';
import { createAction, createFormAction } from './form-action.ts';
import { key, labels, validationMessages } from './texts.ts';
import type { ApiToken, NewApiToken } from '../../types.ts';
import { createApiToken, getApiTokens, revokeApiToken } from '../../api/settings/api-tokens.ts';

export type TokenValues = { name: string; abilities: string[]; expires_at: string; password: string };

/** `YYYY-MM-DD` after today (an expiry is midnight UTC of that day); empty passes. */
export function futureDate(today: () => string): Rule {
  return { name: 'futureDate', test: (value) => typeof value !== 'string' || value === '' || value > today() };
}

const abilitiesRule: Rule = { name: 'abilities', test: (value) => Array.isArray(value) && value.length > 0 };

export function createApiTokenSettings({ now = Date.now }: { now?: () => number } = {}) {
  const $tokens = atom<ApiToken[] | null>(null);
  const $loadFailed = atom(false);
  /** The token just created, whose secret is shown once. */
  const $created = atom<NewApiToken | null>(null);
  const $confirming = atom<ApiToken | null>(null);
  const today = () => new Date(now()).toISOString().slice(0, 10);

  async function load(): Promise<void> {
    $loadFailed.set(false);
    try {
      $tokens.set(await getApiTokens());
    } catch {
      $loadFailed.set(true);
    }
  }

  const create = createFormAction<TokenValues>({
    fields: { name: [required], abilities: [abilitiesRule], expires_at: [futureDate(today)], password: [required] },
    initial: { name: '', abilities: [], expires_at: '', password: '' },
    labels: labels(t, {
      name: 'apiTokens.name',
      abilities: 'apiTokens.abilities',
      expires_at: 'apiTokens.expiresAt',
      password: 'common.currentPassword',
    }),
    messages: validationMessages(t),
    async run(values) {
      const created = await createApiToken({
        name: values.name.trim(),
        abilities: values.abilities,
        expires_at: values.expires_at || null,
        password: values.password,
      });
      create.form.reset();
      $created.set(created);
      $tokens.set([created.token, ...($tokens.get() ?? [])]);
      showToast({ kind: 'success', text: t(key('apiTokens.created'), { name: created.token.name }) });
    },
  });

  /** Ticking a box is a committed change: the list is validated at once (docs/spec.md §5). */
  function toggleAbility(ability: string, on: boolean): void {
    const current = create.form.$values.get().abilities;
    create.form.change(
      'abilities',
      on ? [...current.filter((a) => a !== ability), ability] : current.filter((a) => a !== ability),
    );
  }

  const revoke = createAction(async () => {
    const token = $confirming.get();
    if (!token) return;
    await revokeApiToken(token.id);
    $confirming.set(null);
    $tokens.set(($tokens.get() ?? []).filter((item) => item.id !== token.id));
    if ($created.get()?.token.id === token.id) $created.set(null);
    showToast({ kind: 'success', text: t(key('apiTokens.revoked')) });
  });

  // The page's data loads each time the page starts showing it.
  onStart($tokens, () => void load());

  return {
    $tokens,
    $loadFailed,
    $created,
    $confirming,
    load,
    create,
    toggleAbility,
    revoke,
    ask: (token: ApiToken) => $confirming.set(token),
    cancel: () => $confirming.set(null),
    dismissSecret: () => $created.set(null),
    isExpired: (token: ApiToken) => token.expires_at !== null && Date.parse(token.expires_at) <= now(),
    today,
  };
}

export type ApiTokenSettings = ReturnType<typeof createApiTokenSettings>;
