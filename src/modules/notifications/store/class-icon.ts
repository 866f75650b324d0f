// docs/spec.md §2 "Top bar": each notification names a Font Awesome-style icon class (`fa fa-wallet`,
// `fas fa-calendar-check`, `fa fa-check-circle-o`); the item draws the project's own icon for it
// (pages have no icon font), and the status glyph when the class names none we have.
// Its own file: only the dropdown imports it, so the widget's first render does not carry the set.
import {
  BellIcon,
  CalendarIcon,
  ChatIcon,
  CheckIcon,
  ErrorIcon,
  HelpIcon,
  InfoIcon,
  LockIcon,
  LogoutIcon,
  NewsIcon,
  SettingsIcon,
  TicketIcon,
  UserIcon,
  WalletIcon,
  WarningIcon,
  type NamedIcon,
} from '../../../ui/icon.tsx';

/** Font Awesome names (4 to 6, without `fa-`) and the icon that stands for each. */
const ICONS: Record<string, NamedIcon> = {
  bell: BellIcon,
  check: CheckIcon,
  'circle-check': CheckIcon,
  'square-check': CheckIcon,
  times: ErrorIcon,
  xmark: ErrorIcon,
  'circle-xmark': ErrorIcon,
  ban: ErrorIcon,
  'exclamation-circle': ErrorIcon,
  'circle-exclamation': ErrorIcon,
  exclamation: WarningIcon,
  'exclamation-triangle': WarningIcon,
  'triangle-exclamation': WarningIcon,
  warning: WarningIcon,
  info: InfoIcon,
  'circle-info': InfoIcon,
  question: HelpIcon,
  'circle-question': HelpIcon,
  'life-ring': HelpIcon,
  wallet: WalletIcon,
  money: WalletIcon,
  coins: WalletIcon,
  euro: WalletIcon,
  'credit-card': WalletIcon,
  receipt: WalletIcon,
  'piggy-bank': WalletIcon,
  newspaper: NewsIcon,
  bullhorn: NewsIcon,
  rss: NewsIcon,
  calendar: CalendarIcon,
  clock: CalendarIcon,
  ticket: TicketIcon,
  comment: ChatIcon,
  comments: ChatIcon,
  envelope: ChatIcon,
  user: UserIcon,
  users: UserIcon,
  'id-card': UserIcon,
  'address-card': UserIcon,
  lock: LockIcon,
  key: LockIcon,
  shield: LockIcon,
  cog: SettingsIcon,
  cogs: SettingsIcon,
  gear: SettingsIcon,
  'sign-out': LogoutIcon,
  'right-from-bracket': LogoutIcon,
};

// Variants of one picture: Font Awesome 4's outlines (`-o`), `-alt`, and the framed forms.
const VARIANT = /-(o|alt|circle|square|solid)$/;

/** The icon for one Font Awesome name: as listed, else without its variant suffixes, else its family (`calendar-check` -> calendar). */
function iconForName(name: string): NamedIcon | null {
  // own keys only: `fa-constructor` names nothing
  const listed = (key: string) => (Object.hasOwn(ICONS, key) ? ICONS[key]! : null);
  let current = name;
  while (!listed(current) && VARIANT.test(current)) current = current.replace(VARIANT, '');
  return listed(current) ?? listed(current.split('-')[0]!);
}

/**
 * The icon the notification's class names (the first `fa-…` name we have an icon for; style and
 * size classes such as `fas`, `fa-fw`, `fa-2x` name none), else `fallback` (the status glyph).
 */
export function classIcon(classes: string, fallback: NamedIcon): NamedIcon {
  for (const name of classes.split(/\s+/)) {
    const match = /^fa-([a-z0-9-]+)$/.exec(name.toLowerCase());
    const icon = match ? iconForName(match[1]!) : null;
    if (icon) return icon;
  }
  return fallback;
}
