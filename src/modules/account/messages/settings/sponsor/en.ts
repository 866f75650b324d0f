// Texts of the sponsor page (settings/sponsor): part of the 'account.settings' table (../en.ts).
export default {
  sponsor: {
    title: 'Sponsor',
    sponsoredBy: 'You were referred by {name}.',
    noSponsor: 'Nobody referred you.',
    linkTitle: 'Your referral link',
    linkIntro: 'Share this link: whoever registers through it joins your team.',
    link: 'Referral link',
    /** A cannabis club's wording (KCanG §6: no advertising): a registration link, nobody recruited. */
    neutral: {
      sponsoredBy: 'You registered through the link of {name}.',
      noSponsor: 'You did not register through a member’s link.',
      linkTitle: 'Your registration link',
      linkIntro: 'Members who register through this link appear on your team page.',
      link: 'Registration link',
    },
  },
};
