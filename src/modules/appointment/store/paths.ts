// The appointment module's portal paths (docs/spec.md §2), for links from its pages, card and widgets.
export const appointmentPaths = {
  appointments: '/appointments',
  events: '/event',
  /** The past view of a list (ended and cancelled ones). */
  past: (list: '/appointments' | '/event') => `${list}?view=past`,
  myTickets: (filter: 'upcoming' | 'past' | 'cancelled' = 'upcoming') =>
    filter === 'upcoming' ? '/tickets' : `/tickets?filter=${filter}`,
  registerTicket: (label: string) => `/appointment/register-ticket/${encodeURIComponent(label)}`,
  /** The wallet entry that paid a ticket: a path of the wallet module, not an import of it. */
  walletTransaction: (label: string) => `/financial/transaction/${encodeURIComponent(label)}`,
};
