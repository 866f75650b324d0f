// The members' part of the common set (docs/spec.md §4): the members' layout (sidebar, top bar,
// banners, footer), its dialogs and the shell's member pages. Loaded with the members' layout,
// parts and pages (common/index.ts loadMemberTexts), merged into 'common' ('common.<group>.<name>').

export default {
  confirm: {
    title: 'Confirm it is you',
    textPassword: 'For your security, enter your password: a new payout account, and paying out to it, need it.',
    textCode:
      'For your security, enter the code from your authenticator app: a new payout account, and paying out to it, need it.',
    password: 'Password',
    code: 'Code from your authenticator app',
    submit: 'Confirm',
    cancel: 'Cancel',
  },
  sidebar: {
    navigation: 'Main navigation',
    sections: {
      personal: 'Personal area',
      information: 'Information',
    },
    dashboard: 'Dashboard',
    settings: 'Settings',
    news: 'News',
    help: 'Help',
    comingSoon: 'Coming Soon',
    disabled: 'Not available',
  },
  topBar: {
    skipToContent: 'Skip to the content',
    home: '{club} home',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    logout: 'Log out',
    ticketUnread: {
      one: '{count} unread reply in a support ticket',
      other: '{count} unread replies in support tickets',
    },
    account: 'Signed in as {name}',
  },
  banner: {
    label: 'Notice about updates',
    translationLabel: 'English translation',
    translation:
      'We update our software every day to meet legal requirements such as documentation and tracing. Individual pages may therefore sometimes fail.',
  },
  footer: {
    follow: 'Follow the club on social media',
    newsChannel: 'News channel',
    group: 'Members group',
    photos: 'Photos',
    newTab: '(opens in a new tab)',
  },
  terms: {
    title: 'Our terms have changed',
    intro: 'We have updated the following documents:',
    hintRead: 'Please read each changed document; it opens in a new tab.',
    hintAccept: 'You can keep using the members’ area once you accept the updated versions.',
    accept: 'I have read and accept the updated documents.',
    confirm: 'Confirm',
    newTab: '(opens in a new tab)',
  },
  instructions: {
    registerIntro: {
      title: 'Welcome to the club!',
      text: 'Your account is ready. Fill in your address under Settings, then use the menu to find your wallet, news and help.',
      close: 'Got it',
    },
    androidApp: {
      title: 'You are using the club app',
      text: 'Allow notifications for the app in your phone’s settings to hear about new messages and news right away.',
      close: 'Got it',
    },
  },
  dashboard: {
    greeting: 'Hello, {name}!',
    intro: 'Here is what is new for you.',
    unconfirmed: 'Please confirm your email address {email} with the link we mailed you.',
    unconfirmedLink: 'No mail? Send the link again',
    cardFailed: 'This card could not be loaded.',
    noScript: "The members' area needs JavaScript. Please turn it on in your browser to continue.",
    unread: {
      title: 'Unread',
      notifications: 'Notifications',
      chat: 'Chat messages',
      tickets: 'Support replies',
      loading: 'Loading unread counts',
      openTicket: 'Open the ticket',
    },
  },
  routes: {
    title: 'Available pages',
    intro: 'Every page you can open with your account and modules.',
    page: 'Page',
    path: 'Address',
    module: 'Module',
  },
  settings: {
    tabs: 'Settings sections',
    empty: 'There are no settings to change yet.',
  },
  ghost: {
    title: 'Ghost mode',
    intro:
      'Act as a member to see the members’ area exactly as they see it. The member can see this session among their devices.',
    email: 'Member’s email address',
    submit: 'Enter ghost mode',
    banner: 'Ghost mode: you are acting as {member} ({email}). Signed in as {staff}.',
    leave: 'Leave ghost mode',
    back: 'Back',
  },
};
