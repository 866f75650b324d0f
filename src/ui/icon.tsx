import type { ReactElement, SVGProps } from 'react';
import { cx } from './class-names.ts';

// Stroke icons on a 24×24 grid drawn for this kit; each is the `d` of one path. One constant per
// icon, so a bundle that only uses named icons (BellIcon...) carries only their paths: the widget
// script draws 7 of the 22.
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

const bell = 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4';
const check = 'M4 12.5l5 5L20 6.5';
const close = 'M6 6l12 12M18 6L6 18';
const error = `${circle(12, 12, 9)}M12 7.5v5.5M12 16.5v.01`;
const warning = 'M12 3.5L2.5 20h19zM12 10v4.5M12 17.5v.01';
const info = `${circle(12, 12, 9)}M12 11v5.5M12 7.5v.01`;
const menu = 'M4 6h16M4 12h16M4 18h16';
const logout = 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9';
const user = `${circle(12, 8, 4)}M4 21c0-4 3.5-7 8-7s8 3 8 7`;
const wallet = 'M4 7h15a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h11v3M15 13.5h2';
const news = 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2h-1M7 9h7M7 12.5h7M7 16h4';
const calendar = 'M4 6h16v15H4zM4 10.5h16M8 3v5M16 3v5';
const ticket = 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v2.5M14 11v2M14 14.5V17';
const help = `${circle(12, 12, 9)}M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .8-1 1.5v.4M12 16.5v.01`;
const chat = 'M4 5h16v11H9l-5 4z';
const settings = `${circle(12, 12, 3)}${circle(12, 12, 7)}M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1`;
const lock = 'M5 11h14v10H5zM8 11V8a4 4 0 0 1 8 0v3M12 15v2';
const copy = 'M9 9h11v11H9zM15 5V4H4v11h1';
const download = 'M12 4v11M7 10.5l5 5 5-5M4 17v3h16v-3';
const print = 'M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7z';
const externalLink = 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6';
const chevron = 'M6 9l6 6 6-6';

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
