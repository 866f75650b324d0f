// SettingsAddress (docs/spec.md §2): the postal address with the country and region selects of the
// country-region-data list (loaded lazily); the region list follows the country.
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { $i18n } from '../../../../core/i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { Problem, LoadFailed, Section, SettingsPage } from '../../components/settings/settings-section.tsx';
import { key, problemText } from '../../store/settings/texts.ts';
import { useFormField } from '../../../../ui/use-form-field.ts';
import { createAddressSettings } from '../../store/settings/address.ts';

export default function SettingsAddress() {
  const { t } = useStore($i18n);
  const [settings] = useState(createAddressSettings);
  const { action, form } = settings;
  const loading = useStore(settings.$loading);
  const loadFailed = useStore(settings.$loadFailed);
  const countries = useStore(settings.$countryOptions);
  const regions = useStore(settings.$regionOptions);
  const busy = useStore(action.$busy);
  const problem = useStore(action.$problem);
  const firstname = useFormField(form, 'firstname');
  const lastname = useFormField(form, 'lastname');
  const street = useFormField(form, 'street');
  const zip = useFormField(form, 'zip');
  const city = useFormField(form, 'city');
  const country = useFormField(form, 'country');
  const region = useFormField(form, 'region');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.submit();
  };

  return (
    <SettingsPage>
      <Section title={t(key('address.title'))} intro={t(key('address.intro'))}>
        {loading ? (
          <Spinner label={t(key('address.loadingCountries'))} />
        ) : loadFailed ? (
          <LoadFailed onRetry={() => void settings.load()} />
        ) : (
          <form className="settings-form" noValidate onSubmit={submit}>
            <div className="settings-form__grid">
              <TextField label={t(key('address.firstname'))} autoComplete="given-name" required {...firstname} />
              <TextField label={t(key('address.lastname'))} autoComplete="family-name" required {...lastname} />
              <TextField label={t(key('address.street'))} autoComplete="address-line1" {...street} />
              <TextField label={t(key('address.zip'))} autoComplete="postal-code" {...zip} />
              <TextField label={t(key('address.city'))} autoComplete="address-level2" {...city} />
              <SelectField
                label={t(key('address.country'))}
                autoComplete="country"
                placeholder={t(key('address.selectCountry'))}
                options={countries}
                {...country}
                onChange={settings.chooseCountry}
              />
              <SelectField
                label={t(key('address.region'))}
                autoComplete="address-level1"
                placeholder={t(key('address.selectRegion'))}
                options={regions}
                {...region}
                onChange={settings.chooseRegion}
              />
            </div>
            <Problem text={problemText(problem, t)} />
            <div className="settings-actions">
              <Button type="submit" loading={busy}>
                {t(key('common.save'))}
              </Button>
            </div>
          </form>
        )}
      </Section>
    </SettingsPage>
  );
}
