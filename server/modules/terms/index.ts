// Terms documents: seeded before the members, who accept the current ones; the header lists the
// ones a member has not accepted yet.
import type { ServerModule } from '../../http/module.ts';
import { PENDING_TERMS_CHANGES_AT, PENDING_TERMS_HEADER_COLUMN, termsName } from '../../auth/repository-terms.ts';
import { publicTermsRoutes } from './routes.ts';
import { staffTermsRoutes } from './routes-staff.ts';
import { seedTerms } from './seed.ts';

export const termsModule: ServerModule = {
  id: 'terms',
  api: () => publicTermsRoutes().route('/', staffTermsRoutes()),
  headerQuery: () => ({
    columns: { term_updates: PENDING_TERMS_HEADER_COLUMN },
    // the kept header is per member and language (server/http/header.ts): names in the reader's language
    read: (row) => ({
      term_updates: (JSON.parse(String(row.term_updates)) as { name: string; name_de: string; url: string }[]).map(
        (doc) => ({ name: termsName(doc), url: doc.url }),
      ),
    }),
    changesAt: PENDING_TERMS_CHANGES_AT,
  }),
  seed: seedTerms,
};
