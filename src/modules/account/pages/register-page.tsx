// Register (docs/spec.md §2 register/:ref_hash?): name, email, password twice, the terms, and the referral
// hash from the route or the stored referral. Success says "check your email": the member confirms
// the address, then logs in, and the Dashboard shows the register intro (instruction_state).
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { $i18n, $locale, t as translate } from '../../../core/i18n/i18n.ts';
import { getRuntime } from '../../../core/runtime.ts';
import { Button } from '../../../ui/button.tsx';
import { useHydrated } from '../../../ui/use-hydrated.ts';
import { TextField } from '../../../ui/form-field.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { useFormField } from '../../../ui/use-form-field.ts';
import { AccountPage, Problem } from '../components/page.tsx';
import { useRouteParams, type RoutedPageProps } from '../store/route-params.ts';
import { problemText } from '../store/texts.ts';
import { createRegisterForm, currentTerms } from '../store/register-form.ts';
import { setReferralHash } from '../../../core/session/updates.ts';

export default function RegisterPage({ params: given }: RoutedPageProps) {
  const { t } = useStore($i18n);
  const params = useRouteParams<{ ref_hash: string }>(given);
  const { session } = getRuntime();
  const referral = params.ref_hash ?? session.$session.get().referral.hash ?? '';
  // The prerendered screen was built without the referral: it fills the field once the script took
  // over, unless something was typed there first.
  const hydrated = useHydrated();
  const [store] = useState(() =>
    createRegisterForm({ t: translate, refHash: hydrated ? referral : '', language: () => $locale.get() }),
  );
  useEffect(() => {
    if (hydrated && referral && !store.form.$values.get().ref_hash) store.form.input('ref_hash', referral);
  }, [hydrated, referral, store]);
  // A referral link's hash outlives this visit: a reload or a detour still credits the sponsor.
  useEffect(() => {
    if (params.ref_hash) setReferralHash(params.ref_hash, session);
  }, [params.ref_hash, session]);

  const busy = useStore(store.$busy);
  const problem = useStore(store.$problem);
  const sentTo = useStore(store.$sentTo);
  // without them the box still works: the server accepts the current versions
  const documents = useStore(currentTerms.at()).data ?? [];
  const { form } = store;
  const name = useFormField(form, 'name');
  const email = useFormField(form, 'email');
  const password = useFormField(form, 'password');
  const confirmation = useFormField(form, 'password_confirmation');
  const terms = useFormField(form, 'terms');
  const refHash = useFormField(form, 'ref_hash');
  const dateOfBirth = useFormField(form, 'date_of_birth');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };

  const termsHint = documents.length > 0 && (
    <>
      {t('account.register.termsDocuments')}{' '}
      {documents.map((doc, i) => (
        <span key={doc.name}>
          {i > 0 && ', '}
          <a href={doc.url} target="_blank" rel="noopener noreferrer">
            {doc.name}
            <span className="club-visually-hidden"> {t('account.register.opensInNewTab')}</span>
          </a>
        </span>
      ))}
    </>
  );

  if (sentTo !== null) {
    return (
      <AccountPage title={t('account.register.doneTitle')}>
        <p className="account-notice" role="status">
          {t('account.register.done', { email: sentTo })}
        </p>
        <ul className="account-links">
          <li>
            <Link href="/login">{t('account.register.login')}</Link>
          </li>
        </ul>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={t('account.register.title')}>
      <form className="account-form" noValidate onSubmit={submit}>
        <TextField label={t('account.fields.name')} autoComplete="name" autoFocus required {...name} />
        <TextField
          label={t('account.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...email}
        />
        <TextField
          label={t('account.fields.password')}
          type="password"
          autoComplete="new-password"
          required
          {...password}
        />
        <TextField
          label={t('account.fields.passwordConfirmation')}
          type="password"
          autoComplete="new-password"
          required
          {...confirmation}
        />
        <TextField
          label={t('account.fields.refHash')}
          hint={t('account.register.refHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...refHash}
        />
        <TextField
          label={t('account.fields.dateOfBirth')}
          hint={t('account.register.dateOfBirthHint')}
          type="date"
          autoComplete="bday"
          {...dateOfBirth}
        />
        <CheckboxField label={t('account.register.terms')} hint={termsHint || undefined} required {...terms} />
        <Problem text={problemText(problem, t)} />
        <Button type="submit" block loading={busy}>
          {t('account.register.submit')}
        </Button>
      </form>
      <ul className="account-links">
        <li>
          {t('account.register.haveAccount')} <Link href="/login">{t('account.register.login')}</Link>
        </li>
      </ul>
    </AccountPage>
  );
}
