// Two pages never share a name (docs/spec.md §2): event tickets (Appointment) and support requests
// (Support) are told apart in the menu and the titles, in both languages.
import { describe, expect, it } from 'vitest';
import appointmentDe from '../../../src/modules/appointment/messages/de.ts';
import appointmentEn from '../../../src/modules/appointment/messages/en.ts';
import supportDe from '../../../src/modules/support/messages/de.ts';
import supportEn from '../../../src/modules/support/messages/en.ts';

describe('page names', () => {
  it.each([
    ['en', appointmentEn, supportEn],
    ['de', appointmentDe, supportDe],
  ] as const)('call event tickets and support requests differently (%s)', (_language, appointment, support) => {
    const events = [appointment.sidebar.tickets, appointment.myTickets.title];
    const requests = [support.pages.tickets, support.nav.tickets, support.tickets.title];
    expect(requests.filter((name) => events.includes(name))).toEqual([]);
  });
});
