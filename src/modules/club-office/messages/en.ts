// The office's texts (keys 'club-office.…'): the staff dashboard, the staff and their roles, the audit trail.
export default {
  retry: 'Try again',
  sidebar: {
    sections: { club: 'Club' },
    dashboard: 'Club dashboard',
  },
  pages: {
    dashboard: 'Club dashboard',
  },
  dashboard: {
    title: 'Club dashboard',
    loading: 'Loading the club dashboard…',
    failed: 'The club dashboard could not be loaded.',
    orders: 'Unpaid orders',
    ordersTotal: '{amount} outstanding',
    withdrawals: 'Pending withdrawals',
    tickets: 'New support tickets',
    ticketsOpen: { one: '{count} open in all', other: '{count} open in all' },
    pickups: "Today's pickups",
    events: 'Upcoming events',
    seats: { one: '{taken} of {count} seat taken', other: '{taken} of {count} seats taken' },
    seatsTaken: { one: '{count} seat taken', other: '{count} seats taken' },
  },
};
