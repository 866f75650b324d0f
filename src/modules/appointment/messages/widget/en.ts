// The texts the events widget shows (<club-events> on a club's site, src/modules/appointment/widget.tsx):
// the widget script downloads only these; the portal's full table (../en.ts) has its own.
export default {
  free: 'Free',
  register: 'Register',
  registerFor: 'Register for {title}',
  paidFromWallet: '{amount}, paid from your wallet',
  refused: '{title}: {reason}',
  registered: 'You are registered',
  done: 'You are registered for {title}. Your ticket is in the members’ area.',
  seats: {
    left: { one: '{count} seat left', other: '{count} seats left' },
    full: 'Fully booked',
    unlimited: 'No seat limit',
  },
  widget: {
    title: 'Upcoming events',
    loading: 'Loading events',
    error: 'The events could not be loaded.',
    retry: 'Try again',
    empty: 'There are no upcoming events.',
    all: 'All events',
    tickets: 'My tickets',
  },
};
