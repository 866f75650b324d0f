// The country-region-data package, the client's only import of it: loaded lazily (it is large)
// the first time the address page needs it, then kept.
import { countriesFromTuples, type Country, type CountryTuple } from '../../../../shared/contract/regions.ts';

let loading: Promise<Country[]> | null = null;

export function loadCountries(): Promise<Country[]> {
  loading ??= import('country-region-data').then(
    (data) => countriesFromTuples(data.allCountries as unknown as CountryTuple[]),
    (error: unknown) => {
      loading = null; // a failed chunk load may be retried
      throw error;
    },
  );
  return loading;
}
