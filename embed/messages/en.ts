// The widget runtime's own texts (keys 'embed.…'): the account row and the portal link. The
// prompts' (prompt/en.ts) and the sign-in form's (sign-in/en.ts) come with their parts.
export default {
  signIn: {
    portal: 'Open the members’ area',
  },
  account: {
    signedInAs: 'Signed in as {name}',
    logout: 'Log out',
    loading: 'Loading the menu',
  },
};
