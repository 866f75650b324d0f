// Terms in the staff area (Club:Terms, docs/spec.md §10): the published versions, and publishing a new
// one, which members are asked to accept at once.
import { atom } from 'nanostores';
import { getTermsVersions, publishTerms, type TermsVersion } from '../api.ts';
import { keyed } from '../../../core/resource/keyed.ts';
import { problemOf } from '../../../core/api/refusal-text.ts';

export const termsVersions = keyed(getTermsVersions);

export function createTermsStore(failedText: () => string) {
  const $published = atom<TermsVersion | null>(null);
  const $problem = atom<string | null>(null);
  const $busy = atom(false);
  return {
    $published,
    $problem,
    $busy,
    /** `name` in English (the key the versions share), `nameDe` in German. */
    async publish(name: string, nameDe: string, url: string): Promise<boolean> {
      $busy.set(true);
      $problem.set(null);
      try {
        $published.set(await publishTerms({ name: name.trim(), name_de: nameDe.trim(), url: url.trim() }));
        termsVersions.reload();
        return true;
      } catch (error) {
        $problem.set(problemOf(error, failedText()));
        return false;
      } finally {
        $busy.set(false);
      }
    },
  };
}
