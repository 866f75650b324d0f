// Settings: the member's postal address (docs/spec.md §2 "Address form"). Country and region are checked
// against the country-region-data package (the server's only import of it) with the same option
// rule the page uses (src/shared/contract/regions.ts).
import { allCountries } from 'country-region-data';
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import type { AppEnv } from '../../http/env.ts';
import { ValidationError, type FieldErrors } from '../../http/errors.ts';
import { validateFields } from '../../http/input.ts';
import { findAddress, findUserById, upsertAddress } from '../../auth/repository-users.ts';
import { userResource } from '../../auth/user-resource.ts';
import {
  canonicalRegion,
  countriesFromTuples,
  findCountry,
  regionOptions,
  type Country,
  type CountryTuple,
} from '../../../src/shared/contract/regions.ts';
import { settings, type AddressInput } from '../../../src/shared/contract/settings.ts';
import { member, memberChange } from './guard.ts';
import { attributeName, fieldMessage } from '../../lang/translate.ts';

let countries: Country[] | null = null;
const countryList = () => (countries ??= countriesFromTuples(allCountries as unknown as CountryTuple[]));

/** Validates a PUT body into what is stored: trimmed, empty as null, canonical country and region. */
export function parseAddress(body: Record<string, unknown>): AddressInput {
  const input = validateFields(settings.saveAddress.body, body);
  const clean = (value: string | null | undefined) => (value ?? '').trim() || null;
  const errors: FieldErrors = {};
  const country = findCountry(countryList(), input.country);
  const countryCode = clean(input.country);
  const regionInput = clean(input.region);
  let region: string | null = null;
  if (countryCode && !country) errors.country = [fieldMessage('in', 'country')];
  if (country) {
    const hasRegions = regionOptions(country).length > 0;
    if (regionInput) {
      region = canonicalRegion(country, regionInput);
      if (!region) errors.region = [fieldMessage('in', 'region')];
    } else if (hasRegions) {
      errors.region = [
        fieldMessage('required_if', 'region', { other: attributeName('country'), value: country.countryShortCode }),
      ];
    }
  } else if (regionInput && !countryCode) {
    errors.country = [fieldMessage('required_with', 'country', { values: attributeName('region') })];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return {
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    street: clean(input.street),
    zip: clean(input.zip),
    city: clean(input.city),
    country: country?.countryShortCode ?? null,
    region,
  };
}

export function settingsAddressRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/user/settings/address', member(), (c) => {
    const address = findAddress(c.var.deps.db, c.get('user').id);
    const body: AddressInput = {
      firstname: address?.firstname ?? '',
      lastname: address?.lastname ?? '',
      street: address?.street ?? null,
      zip: address?.zip ?? null,
      city: address?.city ?? null,
      country: address?.country ?? null,
      region: address?.region ?? null,
    };
    return c.json(body);
  });

  app.put('/user/settings/address', memberChange(), (c) => {
    const { db, clock } = c.var.deps;
    const user = c.get('user');
    const address = parseAddress(c.var.body);
    upsertAddress(db, { user_id: user.id, ...address, updated_at: toTimestamp(clock.now()) });
    return c.json(userResource(db, findUserById(db, user.id)!));
  });

  return app;
}
