// The widget runtime's own texts (keys 'embed.…'): the prompts and the account row. The sign-in
// form's are its own table (sign-in/en.ts).
export default {
  signIn: {
    open: 'Notifications: sign in',
    portal: 'Open the members’ area',
  },
  prompt: {
    bell: 'Notifications: sign in',
    bellTitle: 'Sign in to see your notifications',
    wallet: 'Sign in to see your wallet',
    walletTitle: 'Sign in to see your wallet balance',
    tickets: 'Support tickets: sign in',
    ticketsTitle: 'Sign in to see answers to your support tickets',
    news: 'Sign in to read the club news',
    newsTitle: 'Sign in to read the latest posts',
    loading: 'Loading the sign-in',
  },
  account: {
    signedInAs: 'Signed in as {name}',
    logout: 'Log out',
  },
};
