// Quiet hours of the notifications settings page (docs/spec.md §4 "Notification preferences and quiet
// hours"): from `starts` to `ends`, Berlin time, mail (and push) about a topic waits until they end;
// in-portal notifications and security mails are not held. Both null: no quiet hours.
import { isClockTime } from './clock-time.ts';
import { endpoints, nullable } from './endpoint.ts';
import * as v from './schema.ts';

const endpoint = endpoints('settings', { auth: ['*'] });

const time = v.nullish(
  v.pipe(
    v.string(),
    v.check(isClockTime, 'The :attribute must be a time of day (HH:MM).'),
    v.metadata({ examples: ['22:00'] }),
  ),
);

export const QuietHours = v.object({
  starts: nullable(v.string()),
  ends: nullable(v.string()),
});

export const quietHours = {
  show: endpoint('GET /api/user/settings/quiet-hours', 'The member’s quiet hours (Berlin time), or nulls', {
    responses: { 200: QuietHours },
  }),
  save: endpoint('PUT /api/user/settings/quiet-hours', 'Set the quiet hours (both times), or end them (both null)', {
    body: v.object({ starts: time, ends: time }),
    responses: { 200: QuietHours },
  }),
};

export type QuietHours = v.InferOutput<typeof QuietHours>;
