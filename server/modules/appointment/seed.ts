// Demo appointments and events around "now": upcoming and past ones, a fully booked workshop, a
// cancelled hike, a used ticket of demo@club.test for a past meeting and one registered (paid)
// ticket for the club get-together. Runs after the wallet seed, which pays for that ticket.
import { toTimestamp } from '../../clock.ts';
import { sql } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import { DEMO_EMAIL } from '../../db/demo-accounts.ts';
import { insertAppointment, type NewAppointment } from './repository.ts';
import { markTicketUsed, registerTicket } from './repository-tickets.ts';
import { findUserByEmail } from '../../auth/repository-users.ts';

const CLUBHOUSE = 'Clubhouse, Gartenstraße 12, 10115 Berlin';

type Plan = Omit<NewAppointment, 'startsAt' | 'endsAt' | 'now'> & { days: number; hour: number; hours: number };

const PLANS: Record<string, Plan> = {
  distribution: {
    kind: 'appointment',
    title: 'Distribution slot',
    description: 'Pick up your monthly allocation. Please bring your membership card.',
    location: CLUBHOUSE,
    days: 2,
    hour: 17,
    hours: 2,
    capacity: 20,
    priceCents: 0,
  },
  meeting: {
    kind: 'appointment',
    title: 'Monthly members meeting',
    description: 'News from the board, questions and answers, and planning of the next events.',
    location: CLUBHOUSE,
    days: 5,
    hour: 19,
    hours: 2,
    capacity: 60,
    priceCents: 0,
  },
  workshop: {
    kind: 'appointment',
    title: 'Workshop: taking cuttings',
    description: 'A hands-on workshop in small groups. Materials are provided.',
    location: `${CLUBHOUSE} (garden room)`,
    days: 12,
    hour: 18,
    hours: 2,
    capacity: 3,
    priceCents: 0,
  },
  assembly: {
    kind: 'appointment',
    title: 'General assembly',
    description: 'The annual general assembly with the election of the board.',
    location: 'Community hall, Rathausplatz 3, 10115 Berlin',
    days: 30,
    hour: 18,
    hours: 3,
    capacity: null,
    priceCents: 0,
  },
  pastMeeting: {
    kind: 'appointment',
    title: 'Monthly members meeting',
    description: 'News from the board, questions and answers.',
    location: CLUBHOUSE,
    days: -25,
    hour: 19,
    hours: 2,
    capacity: 60,
    priceCents: 0,
  },
  welcome: {
    kind: 'appointment',
    title: 'Welcome session for new members',
    description: 'How the club works, and a tour of the clubhouse.',
    location: CLUBHOUSE,
    days: -60,
    hour: 18,
    hours: 1,
    capacity: 15,
    priceCents: 0,
  },
  infoEvening: {
    kind: 'event',
    title: 'Info evening: cannabis and health',
    description: 'A public talk with a doctor, followed by questions from the audience.',
    location: CLUBHOUSE,
    days: 9,
    hour: 19,
    hours: 2,
    capacity: 50,
    priceCents: 0,
  },
  getTogether: {
    kind: 'event',
    title: 'Club get-together',
    description: 'Music, food and drinks with members and friends of the club.',
    location: 'Volkspark Friedrichshain, Berlin',
    days: 20,
    hour: 16,
    hours: 6,
    capacity: 40,
    priceCents: 1500,
  },
  openDay: {
    kind: 'event',
    title: 'Open day at the clubhouse',
    description: 'Neighbours and guests are welcome to look around and meet the board.',
    location: CLUBHOUSE,
    days: 45,
    hour: 11,
    hours: 6,
    capacity: null,
    priceCents: 0,
  },
  hike: {
    kind: 'event',
    status: 'cancelled',
    title: 'Hiking trip',
    description: 'Cancelled because of the weather.',
    location: 'Grunewald, Berlin',
    days: -50,
    hour: 10,
    hours: 5,
    capacity: 25,
    priceCents: 0,
  },
  anniversary: {
    kind: 'event',
    title: 'Club anniversary party',
    description: 'One year of the club, with a band.',
    location: CLUBHOUSE,
    days: -80,
    hour: 19,
    hours: 5,
    capacity: 100,
    priceCents: 1000,
  },
};

export function seedAppointments(deps: AppDeps): void {
  const { db } = deps;
  const demo = findUserByEmail(db, DEMO_EMAIL);
  if (!demo) return;
  const now = deps.clock.now();
  const day = (days: number, hour: number) => {
    const at = new Date(now.getTime() + days * 86_400_000);
    at.setUTCHours(hour, 0, 0, 0);
    return at;
  };
  const created = toTimestamp(day(-120, 9));
  const ids: Record<string, number> = {};
  for (const [key, { days, hour, hours, ...plan }] of Object.entries(PLANS)) {
    const starts = day(days, hour);
    ids[key] = insertAppointment(db, {
      ...plan,
      startsAt: toTimestamp(starts),
      endsAt: toTimestamp(new Date(starts.getTime() + hours * 3_600_000)),
      now: created,
    }).id;
  }

  const past = registerTicket(db, { userId: demo.id, appointmentId: ids.pastMeeting!, now: toTimestamp(day(-35, 12)) });
  markTicketUsed(db, past.id, toTimestamp(day(-25, 19)));

  // Other members fill the workshop (demo sees it fully booked).
  const others = sql(db, 'SELECT id FROM users WHERE id <> ? ORDER BY id LIMIT 3').all(demo.id) as { id: number }[];
  for (const other of others)
    registerTicket(db, { userId: other.id, appointmentId: ids.workshop!, now: toTimestamp(day(-3, 12)) });

  registerTicket(db, {
    userId: demo.id,
    appointmentId: ids.getTogether!,
    now: toTimestamp(new Date(now.getTime() - 86_400_000)),
  });
}
