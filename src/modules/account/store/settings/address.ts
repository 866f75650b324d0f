// The address page (docs/spec.md §2 "Address form"): the form, the lazily loaded country list, and the
// region options that follow the chosen country (US regions while no country is chosen).
import { atom, computed, onStart } from 'nanostores';
import { $locale, t } from '../../../../core/i18n/i18n.ts';
import { countryName } from '../../../../core/format.ts';
import { getRuntime } from '../../../../core/runtime.ts';
import { required, type Rule } from '../../../../core/validation.ts';
import { personName } from '../../../../core/contract-rules.ts';
import { showToast } from '../../../../ui/toasts.ts';
import { createFormAction } from './form-action.ts';
import { key, labels, validationMessages } from './texts.ts';
import type { AddressInput } from '../../types.ts';
import { getAddress, saveAddress } from '../../api/settings/address.ts';
import { loadCountries } from './countries.ts';
import {
  DEFAULT_REGION_COUNTRY,
  countryOptions,
  findCountry,
  regionOptions,
  type Country,
} from '../../../../shared/contract/regions.ts';
import { markAddressFilled, setUser } from '../../../../core/session/updates.ts';

export type AddressValues = { [K in keyof AddressInput]: string };

const EMPTY: AddressValues = { firstname: '', lastname: '', street: '', zip: '', city: '', country: '', region: '' };

export function createAddressSettings() {
  const $countries = atom<Country[] | null>(null);
  const $loading = atom(true);
  const $loadFailed = atom(false);

  // Needs the list: a region of a country with regions is required; a region needs a country.
  const regionRules: Rule[] = [
    { name: 'countryForRegion', test: (value, values) => !value || Boolean(values.country) },
    {
      name: 'required',
      test: (value, values) => {
        const country = findCountry($countries.get() ?? [], String(values.country ?? ''));
        return !country || regionOptions(country).length === 0 || required.test(value, values);
      },
    },
  ];

  const action = createFormAction<AddressValues>({
    fields: {
      firstname: [required, personName],
      lastname: [required, personName],
      street: [],
      zip: [],
      city: [],
      country: [],
      region: regionRules,
    },
    initial: EMPTY,
    labels: labels(t, {
      firstname: 'address.firstname',
      lastname: 'address.lastname',
      street: 'address.street',
      zip: 'address.zip',
      city: 'address.city',
      country: 'address.country',
      region: 'address.region',
    }),
    messages: validationMessages(t),
    async run(values) {
      const blank = (value: string) => value.trim() || null;
      const user = await saveAddress({
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        street: blank(values.street),
        zip: blank(values.zip),
        city: blank(values.city),
        country: blank(values.country),
        region: blank(values.region),
      });
      const { session } = getRuntime();
      setUser(user, session);
      if (user.address_is_filled) markAddressFilled(session);
      showToast({ kind: 'success', text: t(key('address.saved')) });
    },
  });
  const { form } = action;

  // Country names in the member's language (the data package has English ones), sorted for it.
  const $countryOptions = computed([$countries, $locale], (countries, locale) => {
    const options = countryOptions(countries ?? [], (c) => countryName(c.countryShortCode, locale) ?? c.countryName);
    const collator = new Intl.Collator(locale);
    return options.sort((a, b) => collator.compare(a.label, b.label));
  });
  /** docs/spec.md §2: the region select offers the US regions while no country is chosen. */
  const $regionOptions = computed([$countries, form.$values], (countries, values) =>
    regionOptions(findCountry(countries ?? [], values.country || DEFAULT_REGION_COUNTRY)),
  );

  async function load(): Promise<void> {
    $loading.set(true);
    $loadFailed.set(false);
    try {
      const [address, countries] = await Promise.all([getAddress(), loadCountries()]);
      $countries.set(countries);
      const values = Object.fromEntries(
        Object.keys(EMPTY).map((name) => [name, address[name as keyof AddressInput] ?? '']),
      ) as AddressValues;
      form.$values.set(values);
    } catch {
      $loadFailed.set(true);
    } finally {
      $loading.set(false);
    }
  }

  /** Picking a country: a region of another country no longer fits and is cleared. */
  function chooseCountry(country: string): void {
    form.change('country', country);
    const region = form.$values.get().region;
    if (region && !$regionOptions.get().some((option) => option.value === region)) form.input('region', '');
  }

  /** Picking a region while no country is chosen picks from the US list (docs/spec.md §2), so the country is the US. */
  function chooseRegion(region: string): void {
    if (region && !form.$values.get().country) form.change('country', DEFAULT_REGION_COUNTRY);
    form.change('region', region);
  }

  // The page's data loads each time the page starts showing it.
  onStart($loading, () => void load());

  return {
    action,
    form,
    $countries,
    $countryOptions,
    $regionOptions,
    $loading,
    $loadFailed,
    load,
    chooseCountry,
    chooseRegion,
  };
}
