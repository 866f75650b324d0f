// The signed-out prompts' texts (keys 'embed.prompt.…'): they come with the prompt (embed/prompt.tsx),
// so a signed-in member's page never downloads them; club-widgets.js paints the names from them too.
export default {
  bell: 'Notifications: sign in',
  bellTitle: 'Sign in to see your notifications',
  wallet: 'Sign in to see your wallet',
  walletTitle: 'Sign in to see your wallet balance',
  tickets: 'Support tickets: sign in',
  ticketsTitle: 'Sign in to see answers to your support tickets',
  news: 'Sign in to read the club news',
  newsTitle: 'Sign in to read the latest posts',
  events: 'Sign in to register for events',
  eventsTitle: 'Sign in to see the club’s events and register',
  publicNews: 'Club news',
  publicNewsLoading: 'Loading the club news…',
  publicNewsError: 'The club news could not be loaded.',
  publicNewsEmpty: 'There is no news yet.',
  loading: 'Loading the sign-in',
};
