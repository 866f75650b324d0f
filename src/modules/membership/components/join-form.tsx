// The application form (docs/spec.md §12 "Joining the club"), the same on the portal's /join page and
// in <club-join> on a club's website: the view of store/join-form.ts.
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { problemSentence } from '../../../core/i18n/form-texts.ts';
import { $i18n, $locale, t as translate } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { useFormField } from '../../../ui/use-form-field.ts';
import { createJoinForm, type JoinValues } from '../store/join-form.ts';

type Form = ReturnType<typeof createJoinForm>['form'];

function Text({ form, name, ...rest }: { form: Form; name: keyof JoinValues & string } & Record<string, unknown>) {
  const { t } = useStore($i18n);
  const field = useFormField(form, name) as ReturnType<typeof useFormField<JoinValues, 'firstname'>>;
  return <TextField label={t(`membership.join.${labelKey(name)}`)} required {...rest} {...field} />;
}

function Box({ form, name }: { form: Form; name: 'no_other_club' | 'statutes' | 'fee_plan' }) {
  const { t } = useStore($i18n);
  const field = useFormField(form, name);
  return <CheckboxField label={t(`membership.join.${labelKey(name)}`)} required {...field} />;
}

const labelKey = (field: string) => field.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

export function JoinForm({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { t } = useStore($i18n);
  const [store] = useState(() => createJoinForm(translate, () => $locale.get()));
  const busy = useStore(store.$busy);
  const problem = problemSentence(useStore(store.$problem), t, 'membership.join');
  const done = useStore(store.$done);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { form } = store;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };

  return (
    <section className="club-join" aria-labelledby="club-join-title">
      <Heading id="club-join-title" className="club-join__title">
        {t('membership.join.title')}
      </Heading>
      {done !== null ? (
        <p role="status" className="club-join__done">
          {done}
        </p>
      ) : (
        <form className="club-join__form" noValidate onSubmit={submit}>
          <p className="club-join__intro">{t('membership.join.intro')}</p>
          <Text form={form} name="firstname" autoComplete="given-name" />
          <Text form={form} name="lastname" autoComplete="family-name" />
          <Text form={form} name="email" type="email" autoComplete="email" inputMode="email" />
          <Text form={form} name="password" type="password" autoComplete="new-password" />
          <Text form={form} name="password_confirmation" type="password" autoComplete="new-password" />
          <Text form={form} name="date_of_birth" type="date" autoComplete="bday" />
          <Text form={form} name="street" autoComplete="street-address" />
          <Text form={form} name="zip" autoComplete="postal-code" inputMode="numeric" />
          <Text form={form} name="city" autoComplete="address-level2" />
          <Text form={form} name="resident_since" type="date" />
          <Box form={form} name="no_other_club" />
          <Box form={form} name="statutes" />
          <Box form={form} name="fee_plan" />
          {problem && (
            <p role="alert" className="club-join__problem">
              {problem}
            </p>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? t('membership.join.sending') : t('membership.join.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
