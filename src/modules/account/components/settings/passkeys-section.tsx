// The passkeys part of the two-factor page (docs/spec.md §4 "Passkeys"): each passkey with its name,
// when it was added and last used, rename and remove; a form to add one where the browser can.
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { date } from '../../../../core/format.ts';
import { $i18n } from '../../../../core/i18n/i18n.ts';
import { relativeTime } from '../../../../core/relative-time.ts';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { useFormField } from '../../../../ui/use-form-field.ts';
import { passkeysSupported } from '../../store/passkey-support.ts';
import { createPasskeySettings, type PasskeySettings } from '../../store/settings/passkeys.ts';
import { key, problemText } from '../../store/settings/texts.ts';
import type { Passkey } from '../../types.ts';
import { RevokeDialog } from './revoke-dialog.tsx';
import { LoadFailed, Problem, Section } from './settings-section.tsx';

export function PasskeysSection() {
  const { t } = useStore($i18n);
  const [settings] = useState(createPasskeySettings);
  const passkeys = useStore(settings.$passkeys);
  const loadFailed = useStore(settings.$loadFailed);
  const confirming = useStore(settings.$confirming);
  const removeProblem = useStore(settings.remove.$problem);

  return (
    <Section title={t(key('passkeys.title'))} intro={t(key('passkeys.intro'))}>
      {loadFailed ? (
        <LoadFailed onRetry={() => void settings.load()} />
      ) : !passkeys ? (
        <Spinner label={t(key('common.loading'))} />
      ) : passkeys.length === 0 ? (
        <p className="settings-muted">{t(key('passkeys.none'))}</p>
      ) : (
        <ul className="settings-list" aria-label={t(key('passkeys.listLabel'))}>
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} settings={settings} />
          ))}
        </ul>
      )}
      <Problem text={problemText(removeProblem, t)} />
      {passkeysSupported() ? (
        <AddPasskeyForm settings={settings} />
      ) : (
        <p className="settings-muted">{t(key('passkeys.unsupported'))}</p>
      )}
      <RevokeDialog
        open={confirming !== null}
        title={t(key('passkeys.removeTitle'))}
        description={confirming ? t(key('passkeys.removeText'), { name: confirming.name }) : undefined}
        confirm={t(key('passkeys.remove'))}
        revoke={settings.remove}
        onCancel={settings.cancel}
      />
    </Section>
  );
}

function PasskeyItem({ passkey, settings }: { passkey: Passkey; settings: PasskeySettings }) {
  const { t, locale } = useStore($i18n);
  const renaming = useStore(settings.$renaming);
  if (renaming?.id === passkey.id)
    return (
      <li className="settings-list__item">
        <RenameForm settings={settings} />
      </li>
    );
  return (
    <li className="settings-list__item">
      <div className="settings-list__main">
        <p className="settings-list__name">{passkey.name}</p>
        <p className="settings-list__meta">{t(key('passkeys.addedOn'), { date: date(passkey.created_at, locale) })}</p>
        <p className="settings-list__meta">
          {passkey.last_used_at
            ? t(key('devices.lastUsed'), { time: relativeTime(passkey.last_used_at, Date.now(), locale) })
            : t(key('passkeys.neverUsed'))}
        </p>
      </div>
      <div className="settings-actions">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => settings.startRename(passkey)}
          aria-label={`${t(key('passkeys.rename'))}: ${passkey.name}`}
        >
          {t(key('passkeys.rename'))}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => settings.ask(passkey)}
          aria-label={`${t(key('passkeys.remove'))}: ${passkey.name}`}
        >
          {t(key('passkeys.remove'))}
        </Button>
      </div>
    </li>
  );
}

function RenameForm({ settings }: { settings: PasskeySettings }) {
  const { t } = useStore($i18n);
  const name = useFormField(settings.rename.form, 'name');
  const busy = useStore(settings.rename.$busy);
  const problem = useStore(settings.rename.$problem);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void settings.rename.submit();
  };
  return (
    <form className="settings-form" noValidate onSubmit={submit}>
      <TextField label={t(key('passkeys.name'))} autoComplete="off" maxLength={60} autoFocus required {...name} />
      <Problem text={problemText(problem, t)} />
      <div className="settings-actions">
        <Button type="submit" loading={busy}>
          {t(key('passkeys.save'))}
        </Button>
        <Button variant="secondary" onClick={settings.cancelRename}>
          {t(key('common.cancel'))}
        </Button>
      </div>
    </form>
  );
}

function AddPasskeyForm({ settings }: { settings: PasskeySettings }) {
  const { t } = useStore($i18n);
  const name = useFormField(settings.add.form, 'name');
  const busy = useStore(settings.add.$busy);
  const problem = useStore(settings.add.$problem);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void settings.add.submit();
  };
  return (
    <form className="settings-form" noValidate onSubmit={submit}>
      <TextField
        label={t(key('passkeys.name'))}
        hint={t(key('passkeys.nameHint'))}
        autoComplete="off"
        maxLength={60}
        required
        {...name}
      />
      <Problem text={problemText(problem, t)} />
      <div className="settings-actions">
        <Button type="submit" loading={busy}>
          {t(key('passkeys.add'))}
        </Button>
      </div>
    </form>
  );
}
