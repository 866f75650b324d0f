// Demo terms documents, named in English and German: three current documents, one of them in its
// second version.
import { toTimestamp } from '../../clock.ts';
import type { AppDeps } from '../../http/env.ts';
import { insertTermsDocument } from '../../auth/repository-terms.ts';

export function seedTerms(deps: AppDeps): void {
  const now = deps.clock.now();
  const at = (daysAgo: number) => toTimestamp(new Date(now.getTime() - daysAgo * 86_400_000));
  const url = (slug: string, version: number) => `${deps.config.frontendUrl}/examples/legal/${slug}-v${version}.html`;
  const documents = [
    { name: 'Terms and Conditions', name_de: 'Nutzungsbedingungen', slug: 'terms', version: 1, days: 400 },
    { name: 'Privacy Policy', name_de: 'Datenschutzerklärung', slug: 'privacy', version: 1, days: 400 },
    { name: 'Privacy Policy', name_de: 'Datenschutzerklärung', slug: 'privacy', version: 2, days: 30 },
    { name: 'Club Rules', name_de: 'Vereinsordnung', slug: 'club-rules', version: 1, days: 200 },
  ];
  for (const doc of documents) {
    insertTermsDocument(deps.db, {
      name: doc.name,
      name_de: doc.name_de,
      version: doc.version,
      url: url(doc.slug, doc.version),
      published_at: at(doc.days),
      created_at: at(doc.days),
    });
  }
}
