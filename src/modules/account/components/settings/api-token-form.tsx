// Creating an API token: its name, the permissions (checkboxes of the documented list) and an
// optional expiry date.
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { $i18n } from '../../../../core/i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { useUniqueId } from '../../../../ui/use-id.ts';
import { Problem } from './settings-section.tsx';
import { key, problemText } from '../../store/settings/texts.ts';
import { API_TOKEN_ABILITIES } from '../../../../shared/contract/api-token-abilities.ts';
import { useFormField } from '../../../../ui/use-form-field.ts';
import type { ApiTokenSettings } from '../../store/settings/api-tokens.ts';

export function ApiTokenForm({ settings }: { settings: ApiTokenSettings }) {
  const { t } = useStore($i18n);
  const { create } = settings;
  const name = useFormField(create.form, 'name');
  const expiresAt = useFormField(create.form, 'expires_at');
  const password = useFormField(create.form, 'password');
  const values = useStore(create.form.$values);
  const errors = useStore(create.form.$errors);
  const busy = useStore(create.$busy);
  const problem = useStore(create.$problem);
  const errorId = useUniqueId('settings-abilities-error');
  // A 422 on one ability ('abilities.1') belongs to the group too.
  const abilitiesError =
    errors.abilities ?? Object.entries(errors).find(([field, text]) => field.startsWith('abilities.') && text)?.[1];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void create.submit();
  };
  return (
    <form className="settings-form" noValidate onSubmit={submit}>
      <TextField label={t(key('apiTokens.name'))} autoComplete="off" maxLength={255} required {...name} />
      <fieldset
        className="settings-checks"
        aria-describedby={abilitiesError ? errorId : undefined}
        aria-invalid={abilitiesError ? true : undefined}
      >
        <legend>{t(key('apiTokens.abilities'))}</legend>
        {API_TOKEN_ABILITIES.map((ability) => (
          <label key={ability} className="club-field__row">
            <input
              type="checkbox"
              className="club-field__checkbox"
              checked={values.abilities.includes(ability)}
              onChange={(event) => settings.toggleAbility(ability, event.currentTarget.checked)}
            />
            <span>{t(key(`apiTokens.ability.${ability}`))}</span>
          </label>
        ))}
        <p id={errorId} className="club-field__error" aria-live="polite">
          {abilitiesError ?? ''}
        </p>
      </fieldset>
      <TextField
        label={t(key('apiTokens.expiresAt'))}
        hint={t(key('apiTokens.expiresHint'))}
        type="date"
        min={settings.today()}
        {...expiresAt}
      />
      <TextField
        label={t(key('common.currentPassword'))}
        hint={t(key('apiTokens.passwordHint'))}
        type="password"
        autoComplete="current-password"
        required
        {...password}
      />
      <Problem text={problemText(problem, t)} />
      <div className="settings-actions">
        <Button type="submit" loading={busy}>
          {t(key('apiTokens.create'))}
        </Button>
      </div>
    </form>
  );
}
