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

export const BellIcon = /* @__PURE__ */ named('bell', bell);
export const CheckIcon = /* @__PURE__ */ named('check', check);
export const CloseIcon = /* @__PURE__ */ named('close', close);
export const ErrorIcon = /* @__PURE__ */ named('error', error);
export const WarningIcon = /* @__PURE__ */ named('warning', warning);
export const InfoIcon = /* @__PURE__ */ named('info', info);
export const MenuIcon = /* @__PURE__ */ named('menu', menu);
export const LogoutIcon = /* @__PURE__ */ named('logout', logout);
export const UserIcon = /* @__PURE__ */ named('user', user);
export const WalletIcon = /* @__PURE__ */ named('wallet', wallet);
export const NewsIcon = /* @__PURE__ */ named('news', news);
export const CalendarIcon = /* @__PURE__ */ named('calendar', calendar);
export const TicketIcon = /* @__PURE__ */ named('ticket', ticket);
export const HelpIcon = /* @__PURE__ */ named('help', help);
export const ChatIcon = /* @__PURE__ */ named('chat', chat);
export const SettingsIcon = /* @__PURE__ */ named('settings', settings);
export const LockIcon = /* @__PURE__ */ named('lock', lock);
export const CopyIcon = /* @__PURE__ */ named('copy', copy);
export const DownloadIcon = /* @__PURE__ */ named('download', download);
export const PrintIcon = /* @__PURE__ */ named('print', print);
export const ExternalLinkIcon = /* @__PURE__ */ named('external-link', externalLink);
export const ChevronIcon = /* @__PURE__ */ named('chevron', chevron);
