// Publishing terms in the staff area (docs/spec.md §10, §2 "Dialogs"): every version of every terms
// document, and a new version, published now or at a time. Staff routes (./staff-endpoint.ts).
import { count, text, Timestamp } from './endpoint.ts';
import * as v from './schema.ts';
import { staffEndpoints } from './staff-endpoint.ts';

const endpoint = staffEndpoints('club-terms');

/** `name` is the English name the versions share, `name_de` the German one ('' when none). */
export const TermsVersion = v.object({
  id: count,
  name: v.string(),
  name_de: v.string(),
  version: count,
  url: v.string(),
  published_at: Timestamp,
  accepted: count,
});

export const clubTerms = {
  versions: endpoint('GET /api/club/terms', {
    summary: 'Every version of every terms document, newest first, with how many members accepted it',
    permission: 'terms',
    responses: { 200: v.array(TermsVersion) },
  }),
  publish: endpoint('POST /api/club/terms', {
    summary: 'Publish a new version of a terms document: members see the terms dialog at once, or from publish_at',
    permission: 'terms',
    body: v.object({
      name: text(100),
      name_de: v.optional(text(100)),
      url: v.pipe(v.string(), v.url(), v.maxLength(2000)),
      publish_at: v.nullish(v.pipe(v.string(), v.isoTimestamp())),
    }),
    responses: { 201: TermsVersion },
  }),
};

export type TermsVersion = v.InferOutput<typeof TermsVersion>;
