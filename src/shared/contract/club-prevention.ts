// The prevention officer's part of the staff area (KCanG §23; docs/spec.md §12 "Prevention"):
// anonymised monthly figures (grams handed over by age band, and how many members used more than
// 80 % of their monthly limit three months running: counts only, no names, no ids), and the
// members' messages in the confidential support category, which only the `prevention` permission
// reads: the support inbox never shows them, and the board's role does not hold that permission.
import { count, page, paginator, text } from './endpoint.ts';
import * as v from './schema.ts';
import { InboxStatus, InboxThread, InboxTicket } from './club-support.ts';
import { staffEndpoints } from './staff-endpoint.ts';

const endpoint = staffEndpoints('club-prevention');

export const AGE_BANDS = ['18-20', '21-24', '25+'] as const;

export const PreventionFigures = v.object({
  /** The Berlin calendar month, 'YYYY-MM'. */
  month: v.string(),
  bands: v.array(v.object({ band: v.picklist(AGE_BANDS), grams: v.number(), handovers: count })),
  total_grams: v.number(),
  /** Members above 80 % of their monthly limit in this month and the two before it. */
  over_80_percent_three_months: count,
});

const Id = v.object({ id: v.string() });
const Month = v.pipe(v.string(), v.regex(/^(20[2-9]\d)-(0[1-9]|1[0-2])$/));

export const clubPrevention = {
  figures: endpoint('GET /api/club/prevention/figures', {
    summary: "A month's anonymised figures: grams by age band, members over 80 % of their limit three months running",
    permission: 'prevention',
    query: v.object({ month: Month }),
    responses: { 200: PreventionFigures },
  }),
  messages: endpoint('GET /api/club/prevention/messages', {
    summary: "Members' messages in the confidential category, latest activity first, 20 a page",
    permission: 'prevention',
    query: v.object({ status: v.optional(InboxStatus), page }),
    responses: { 200: paginator(InboxTicket) },
  }),
  message: endpoint('GET /api/club/prevention/messages/{id}', {
    summary: 'One confidential message with its thread',
    permission: 'prevention',
    params: Id,
    responses: { 200: InboxThread, 404: 'No such message' },
  }),
  reply: endpoint('POST /api/club/prevention/messages/{id}/reply', {
    summary: 'Answer the member confidentially: their indicator and notification update live',
    permission: 'prevention',
    params: Id,
    body: v.object({ text: text(5000) }),
    responses: { 200: InboxThread, 404: 'No such message' },
  }),
};

export type PreventionFigures = v.InferOutput<typeof PreventionFigures>;
export type AgeBand = (typeof AGE_BANDS)[number];
