// The country and region reference list of docs/spec.md §2 "Address form" and §3 "Country reference list",
// turned into select options by one rule that the page and the server (PUT user/settings/address)
// both use. country-region-data ships tuples whose missing region shortCodes are '' or the text
// 'undefined'; a region without a usable, unique shortCode is identified by its name instead.
// Pure data in, data out: the package itself is loaded by countries.ts (client) and the server.

/** One entry of country-region-data's `allCountries`: [countryName, countryShortCode, [[name, shortCode]...]]. */
export type CountryTuple = readonly [string, string, readonly (readonly [string, string])[]];

export interface Region {
  name: string;
  shortCode?: string;
}

export interface Country {
  countryName: string;
  countryShortCode: string;
  regions: Region[];
}

export interface Option {
  value: string;
  label: string;
}

/** docs/spec.md §2: without a country, the region select offers the US regions. */
export const DEFAULT_REGION_COUNTRY = 'US';

const usableCode = (code: string | undefined) =>
  code && code !== 'undefined' && code.trim() !== '' ? code.trim() : undefined;

/** The package's tuples as docs/spec.md §3 describes the list (shortCode absent when missing or empty). */
export function countriesFromTuples(tuples: readonly CountryTuple[]): Country[] {
  return tuples.map(([countryName, countryShortCode, regions]) => ({
    countryName,
    countryShortCode,
    regions: regions.map(([name, code]) => {
      const shortCode = usableCode(code);
      return shortCode ? { name, shortCode } : { name };
    }),
  }));
}

export function findCountry(countries: readonly Country[], code: string | null | undefined): Country | undefined {
  const wanted = (code ?? '').trim().toUpperCase();
  return wanted ? countries.find((c) => c.countryShortCode === wanted) : undefined;
}

/** The country select's options; `name` words a country (the data package's English name by default). */
export function countryOptions(
  countries: readonly Country[],
  name: (country: Country) => string = (c) => c.countryName,
): Option[] {
  return countries.map((c) => ({ value: c.countryShortCode, label: name(c) }));
}

/**
 * The region options of a country: value = shortCode when the country uses it only once, else the
 * region's name; a region listed twice under the same value is offered once.
 */
export function regionOptions(country: Country | undefined): Option[] {
  if (!country) return [];
  const codeCount = new Map<string, number>();
  for (const region of country.regions) {
    if (region.shortCode) codeCount.set(region.shortCode, (codeCount.get(region.shortCode) ?? 0) + 1);
  }
  const seen = new Set<string>();
  const options: Option[] = [];
  for (const region of country.regions) {
    const value = region.shortCode && codeCount.get(region.shortCode) === 1 ? region.shortCode : region.name;
    if (seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: region.name });
  }
  return options;
}

/** The canonical option value for what was sent (an option value, a shortCode or a name), or null. */
export function canonicalRegion(country: Country | undefined, input: string): string | null {
  const wanted = input.trim();
  if (!wanted) return null;
  const options = regionOptions(country);
  const exact = options.find((o) => o.value === wanted);
  if (exact) return exact.value;
  const lower = wanted.toLowerCase();
  const byValue = options.find((o) => o.value.toLowerCase() === lower);
  if (byValue) return byValue.value;
  const byName = options.find((o) => o.label.toLowerCase() === lower);
  if (byName) return byName.value;
  // A shortCode that is not unique in its country cannot tell its regions apart.
  return null;
}
