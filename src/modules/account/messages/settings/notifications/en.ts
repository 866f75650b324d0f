// Texts of the notifications page (settings/notifications): topics, quiet hours, web push: part of the 'account.settings' table (../en.ts).
export default {
  notifications: {
    title: 'Notifications',
    intro: 'Choose how we tell you about each topic.',
    topic: 'Topic',
    mail: 'Email',
    push: 'Push',
    saved: 'Your notification settings have been saved.',
    topics: {
      news: 'News',
      announcements: 'Club announcements',
      wallet: 'Wallet',
      appointments: 'Appointments',
      growing: 'Growing',
      support: 'Support tickets',
      chat: 'Chat messages',
    },
    toggle: '{channel} for {topic}',
  },
  quietHours: {
    title: 'Quiet hours',
    intro:
      'During quiet hours (Berlin time) emails and push messages wait until they end. Notifications in the portal arrive as always, and security emails (a new payout account, a new device, a password change) are never held.',
    starts: 'From',
    ends: 'Until',
    save: 'Save quiet hours',
    clear: 'No quiet hours',
    none: 'You have no quiet hours.',
    current: 'Quiet from {starts} to {ends}.',
    saved: 'Quiet hours saved: {starts} to {ends}.',
    cleared: 'Quiet hours are off.',
  },
  push: {
    title: 'Push in this browser',
    intro:
      'Push messages reach this device while the portal is closed. They only say which topic has something new, never an amount, a strain, grams or a message text.',
    enable: 'Turn on push in this browser',
    disable: 'Turn off push in this browser',
    enabled: 'Push is on in this browser.',
    disabled: 'Push is off in this browser.',
    states: {
      on: 'This browser receives push messages for the topics switched on above.',
      off: 'This browser receives no push messages.',
      denied: 'This browser blocks notifications from the portal. Allow them in the browser’s site settings first.',
      unsupported: 'This browser cannot receive push messages.',
      'install-first':
        'On iPhone and iPad, add the portal to your home screen first (Share, then “Add to Home Screen”), open it from there and turn on push here.',
      'server-off': 'The club has not set up push messages.',
    },
  },
};
