// Texts of the sponsor page (settings/sponsor): part of the 'account.settings' table (../en.ts).
export default {
  sponsor: {
    title: 'Sponsor',
    sponsoredBy: 'You were referred by {name}.',
    noSponsor: 'Nobody referred you.',
    linkTitle: 'Your referral link',
    linkIntro: 'Share this link: whoever registers through it joins your team.',
    link: 'Referral link',
  },
};
