// Texts of the terms page (settings/terms): part of the 'account.settings' table (../en.ts).
export default {
  terms: {
    title: 'Terms',
    intro: 'The current versions of our terms and which of them you accepted.',
    version: 'Version {version}',
    published: 'Published {date}',
    accepted: 'You accepted version {version} on {date}.',
    outdated: 'A newer version is waiting for your acceptance.',
    notAccepted: 'Not accepted yet.',
    open: 'Open',
    openLabel: 'Open {title} (new tab)',
    none: 'There are no terms documents.',
  },
};
