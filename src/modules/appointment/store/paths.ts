// The appointment module's portal paths (docs/spec.md §2), for links from its pages, card and widgets.
/** The events list and the member's tickets, alone: the events widget links to them without the rest. */
export const EVENTS_PATH = '/event';
export const TICKETS_PATH = '/tickets';

export const appointmentPaths = {
  appointments: '/appointments',
  events: EVENTS_PATH,
  /** The past view of a list (ended and cancelled ones). */
  past: (list: '/appointments' | '/event') => `${list}?view=past`,
  myTickets: (filter: 'upcoming' | 'past' | 'cancelled' = 'upcoming') =>
    filter === 'upcoming' ? TICKETS_PATH : `${TICKETS_PATH}?filter=${filter}`,
  registerTicket: (label: string) => `/appointment/register-ticket/${encodeURIComponent(label)}`,
  /** The wallet entry that paid a ticket: a path of the wallet module, not an import of it. */
  walletTransaction: (label: string) => `/financial/transaction/${encodeURIComponent(label)}`,
};
