// Texts of the account screens besides Login (register, recover, reset, lock, email verification,
// the one-time login link): loaded with those screens (pages/screens.ts), merged into 'account'
// (read as 'account.<group>.<name>'); Login's own texts and what the screens share are in ../en.ts.

export default {
  register: {
    title: 'Create your account',
    terms: 'I have read and accept the terms of the club.',
    termsDocuments: 'The terms:',
    opensInNewTab: '(opens in a new tab)',
    refHint: 'Invited by a member? This is their code.',
    dateOfBirthHint: 'Members must be 18 or older; we need it before your first pickup.',
    submit: 'Register',
    haveAccount: 'Already a member?',
    login: 'Log in',
    doneTitle: 'Check your email',
    done: 'We have sent a message to {email}. Open the link in it to confirm your address, then log in. Nothing there? Look in your spam folder.',
  },
  recover: {
    title: 'Forgot your password?',
    intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
    submit: 'Send link',
    done: 'If that address is registered, we have emailed a reset link. Please check your inbox and your spam folder.',
    again: 'Send to another address',
    back: 'Back to login',
  },
  resetPassword: {
    title: 'Choose a new password',
    intro: 'For {email}. At least 8 characters; a passphrase of a few words is easy to remember.',
    submit: 'Set new password',
    success: 'Your password has been reset. Please log in with the new one.',
    newLink: 'Request a new link',
    back: 'Back to login',
  },
  lock: {
    title: 'Session locked',
    intro: 'Your session has ended. Enter your password to continue where you left off.',
    submit: 'Unlock',
    notYou: 'Not you?',
    logout: 'Log out',
  },
  verified: {
    success: { title: 'Email address confirmed', text: 'Thank you, your email address is confirmed.' },
    alreadyVerified: {
      title: 'Already confirmed',
      text: 'Your email address was confirmed before. Nothing else to do.',
    },
    invalid: {
      title: 'Link not valid',
      text: 'This confirmation link is not valid. Please use the newest link we sent you, or ask for a new one.',
    },
    expired: { title: 'Link expired', text: 'This confirmation link has expired. Please ask for a new one.' },
    unknown: { title: 'Email verification', text: 'We could not tell what happened to this confirmation link.' },
    resend: 'Send a new link',
    resent: 'A new confirmation link is on its way to {email}.',
    toDashboard: 'Go to the dashboard',
    toLogin: 'Go to login',
  },
  authWithToken: {
    working: 'Signing you in…',
    missing: 'This login link is incomplete. Please open the whole link from your message.',
    failed: 'This login link is invalid or has expired. Login links work once, for 15 minutes.',
    toLogin: 'Go to login',
  },
};
