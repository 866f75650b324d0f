import type { ReactElement, SVGProps } from 'react';
import { cx } from './class-names.ts';

// Stroke icons on a 24×24 grid drawn for this kit; each is the `d` of one path (icon-paths.ts). One
// constant per icon, so a bundle that only uses named icons (BellIcon...) carries only their paths.
import {
  bell,
  check,
  close,
  error,
  warning,
  info,
  menu,
  logout,
  user,
  wallet,
  news,
  calendar,
  ticket,
  help,
  chat,
  settings,
  lock,
  copy,
  download,
  print,
  externalLink,
  chevron,
} from './icon-paths.ts';

const paths = {
  bell,
  check,
  close,
  error,
  warning,
  info,
  menu,
  logout,
  user,
  wallet,
  news,
  calendar,
  ticket,
  help,
  chat,
  settings,
  lock,
  copy,
  download,
  print,
  'external-link': externalLink,
  chevron,
} as const;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'ref'> {
  name: IconName;
  /** Gives the icon an accessible name; without it the icon is decorative (aria-hidden). */
  label?: string;
}

/** An inline SVG icon sized 1.25em in the current text colour. */
export function Icon({ name, ...rest }: IconProps) {
  return <Svg name={name} d={paths[name]} {...rest} />;
}

function Svg({ name, d, label, className, ...rest }: IconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={cx('club-icon', `club-icon--${name}`, className)}
      part="icon"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}

type NamedIconProps = Omit<IconProps, 'name'>;
/** One icon of the set as a component: <BellIcon />, the same markup as <Icon name="bell" />. */
export type NamedIcon = (props: NamedIconProps) => ReactElement;
const named =
  (name: IconName, d: string): NamedIcon =>
  (props) => <Svg name={name} d={d} {...props} />;

export const BellIcon = named('bell', bell);
export const CheckIcon = named('check', check);
export const CloseIcon = named('close', close);
export const ErrorIcon = named('error', error);
export const WarningIcon = named('warning', warning);
export const InfoIcon = named('info', info);
export const MenuIcon = named('menu', menu);
export const LogoutIcon = named('logout', logout);
export const UserIcon = named('user', user);
export const WalletIcon = named('wallet', wallet);
export const NewsIcon = named('news', news);
export const CalendarIcon = named('calendar', calendar);
export const TicketIcon = named('ticket', ticket);
export const HelpIcon = named('help', help);
export const ChatIcon = named('chat', chat);
export const SettingsIcon = named('settings', settings);
export const LockIcon = named('lock', lock);
export const CopyIcon = named('copy', copy);
export const DownloadIcon = named('download', download);
export const PrintIcon = named('print', print);
export const ExternalLinkIcon = named('external-link', externalLink);
export const ChevronIcon = named('chevron', chevron);
