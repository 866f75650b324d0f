// KCanG §6 (docs/spec.md §12 "Settings"): a cannabis club may not advertise itself, so its team page
// speaks of a registration link and the members who used it, never of recruiting, bonuses or rewards.
// Until the server has said which kind of club this is, the neutral words are shown.
const NEUTRAL = new Set([
  'intro',
  'link.title',
  'link.intro',
  'link.label',
  'link.shareTitle',
  'link.shareText',
  'link.qr',
  'levels.1',
  'levels.2',
  'team.empty.1',
  'team.empty.2',
  'visibility.title',
]);

/** The message key of one of the team page's texts: the neutral wording unless the club may advertise. */
export function wordingKey(key: string, advertisingBan: boolean | undefined): string {
  return advertisingBan !== false && NEUTRAL.has(key) ? `affiliate.neutral.${key}` : `affiliate.${key}`;
}
