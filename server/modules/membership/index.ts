// The membership module (docs/spec.md §12 "Joining the club", "Membership card"; KCanG §16): the
// application, the member's membership and signed card, leaving, the staff's check and decision,
// and the job that ends memberships on their leaving day and offers the freed places in the
// waitlist's order.
import { jobActor } from '../../audit/actors.ts';
import type { ServerModule } from '../../http/module.ts';
import { lapseOffers, offerFreePlaces } from './joining.ts';
import { endDueMemberships } from './leaving.ts';
import { tellDecision } from './notices.ts';
import { __ } from '../../lang/translate.ts';
import { membershipRoutes } from './routes.ts';
import { membershipStaffRoutes } from './routes-staff.ts';

const LAPSED = 'The offer was not answered in time.';

/** The offer's end and the leaving day are days: once an hour is often enough. */
export const MEMBERSHIP_EVERY_MS = 60 * 60 * 1000;

export const membershipModule: ServerModule = {
  id: 'membership',
  api: () => membershipRoutes().route('/', membershipStaffRoutes()),
  jobs: [
    {
      name: 'end memberships and offer free places',
      everyMs: MEMBERSHIP_EVERY_MS,
      async run(deps) {
        const actor = jobActor('membership');
        endDueMemberships(deps, actor);
        lapseOffers(deps, actor, __(LAPSED));
        for (const offered of offerFreePlaces(deps, actor)) await tellDecision(deps, offered);
      },
    },
  ],
};
