// The affiliate module's texts, read as 'affiliate.<group>.<name>'.
export default {
  title: 'My team',
  sidebar: 'Team',
  referralTitle: 'Create your account',
  intro:
    'Invite people to the club with your referral link. Members you referred, and the members they referred, appear here as they chose to show themselves.',
  loading: 'Loading your team',
  failed: 'Your team could not be loaded.',
  retry: 'Try again',
  link: {
    title: 'Your referral link',
    intro: 'Whoever registers through this link joins your team.',
    label: 'Referral link',
    copy: 'Copy link',
    copied: 'The link is copied.',
    copyFailed: 'The link could not be copied. Please select and copy it yourself.',
    share: 'Share link',
    shareTitle: 'Join our club',
    shareText: 'Register for the club with my link:',
    qr: 'QR code of your referral link',
  },
  levels: {
    label: 'Team levels',
    1: 'Referred by you',
    2: 'Second level',
  },
  members: { one: '{count} member', other: '{count} members' },
  team: {
    name: 'Name',
    joined: 'Joined',
    status: 'Status',
    private: 'A member (name not shown)',
    statuses: { active: 'Active', pending: 'Email not confirmed yet' },
    empty: {
      1: 'Nobody has registered through your link yet.',
      2: 'Your team has not referred anyone yet.',
    },
  },
  visibility: {
    title: 'How you appear on your sponsor’s team page',
    choices: {
      initial: 'First name and initial (for example “Lena S.”)',
      full: 'Full name',
      hidden: 'Not at all (“A member”)',
    },
    save: 'Save choice',
    saved: 'Your choice is saved.',
  },
  bonuses: {
    title: 'Team bonuses',
    count: { one: '{count} bonus booked to your wallet', other: '{count} bonuses booked to your wallet' },
  },
  /** A cannabis club's wording (KCanG §6: no advertising): a registration link, nobody recruited. */
  neutral: {
    intro:
      'Members who registered through your link, and those who registered through theirs, appear here as they chose to show themselves.',
    link: {
      title: 'Your registration link',
      intro: 'Members who register through this link are listed below.',
      label: 'Registration link',
      shareTitle: 'Registration at the club',
      shareText: 'The club’s registration page:',
      qr: 'QR code of your registration link',
    },
    levels: { 1: 'Registered through your link', 2: 'Registered through their links' },
    team: {
      empty: {
        1: 'Nobody has registered through your link yet.',
        2: 'Nobody has registered through their links yet.',
      },
    },
    visibility: { title: 'How you appear to the member whose link you used' },
  },
};
