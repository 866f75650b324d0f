// Texts of the privacy page (settings/privacy): part of the 'account.settings' table (../en.ts).
export default {
  privacy: {
    title: 'Privacy',
    intro: 'The club counts page views to improve the portal. Whether they are linked to you is your choice.',
    consent: 'Link my page views to my member ID and name',
    consentHintOff: 'Off: the club sees page views without knowing whose they are. You can switch this on at any time.',
    consentHintOn: 'On: your page views carry your member ID and name. You can switch this off at any time.',
    savedOn: 'Saved: your page views now carry your member ID and name.',
    savedOff: 'Saved: your page views no longer carry your member ID or name.',
    analyticsOff: 'The club does not count page views at the moment; your choice applies once it does.',
    errorsTitle: 'Error reports',
    errors:
      'When something goes wrong, the report sent to the club’s developers includes your member ID, name, email address and IP address, so they can help you.',
    consentsTitle: 'Your consents',
    consentsIntro: 'What you agreed to, in one place. Email and push are chosen per topic on the notifications page.',
    email: 'Email',
    push: 'Push',
    onFor: 'On for: {topics}',
    offAll: 'Off for every topic',
    changeTopics: 'Choose email and push per topic',
    historyTitle: 'History of your consents',
    historyNone: 'You have not changed a consent yet.',
    historyAnalytics: 'Analytics {state}',
    historyTopic: '{consent} for {topic} {state}',
    granted: 'on',
    withdrawn: 'off',
    exportTitle: 'Download your data',
    exportIntro:
      'A ZIP file with everything the club holds about you: the data as JSON, for another service to read, and the same as a readable PDF. Passwords and sign-in secrets are left out.',
    exportButton: 'Download my data (ZIP)',
    exportDone: 'Your data has been downloaded.',
    closeTitle: 'Delete your account',
    closeIntro:
      'Your account closes at once and you are signed out everywhere. Everything about you is deleted, except what the law makes the club keep:',
    kept: {
      handovers: {
        one: 'Handovers of cannabis to you ({count} record): with your name, first name and year of birth, kept {years} years after each handover (KCanG §26).',
        other:
          'Handovers of cannabis to you ({count} records): with your name, first name and year of birth, kept {years} years after each handover (KCanG §26).',
      },
      bookings: {
        one: 'Bookings: wallet, orders, withdrawals and fees ({count} record), kept {years} years after the end of their year (§147 AO, §257 HGB).',
        other:
          'Bookings: wallet, orders, withdrawals and fees ({count} records), kept {years} years after the end of their year (§147 AO, §257 HGB).',
      },
      audit: {
        one: 'The club’s audit trail ({count} entry about you), kept as long as the records it documents.',
        other: 'The club’s audit trail ({count} entries about you), kept as long as the records it documents.',
      },
    },
    blockedTitle: 'Before your account can close:',
    blockers: {
      balance: 'Withdraw your wallet balance.',
      orders: 'Pay or cancel your open orders.',
      withdrawals: 'Wait until your pending withdrawals are paid out.',
      reservations: 'Collect or cancel your reservations.',
    },
    closeButton: 'Delete my account',
    closed: 'Your account is closed. Goodbye!',
  },
};
