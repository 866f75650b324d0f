// Stroke icons on a 24×24 grid drawn for this kit; each is the `d` of one path (icon-paths.ts,
// topic-icon-paths.ts). One constant per icon, so a bundle that only uses named icons
// (BellIcon...) carries only their paths. The svg itself and the icons of icon-paths.ts are in
// icon-svg.tsx (what the widgets' first render imports); this file is the whole set.
import {
  bell,
  chevron,
  close,
  copy,
  download,
  externalLink,
  logout,
  menu,
  news,
  print,
  ticket,
  user,
  wallet,
} from './icon-paths.ts';
import { named, Svg, type SvgIconProps } from './icon-svg.tsx';
import { calendar, chat, check, error, help, info, lock, settings, warning } from './topic-icon-paths.ts';

export {
  BellIcon,
  CalendarIcon,
  ChevronIcon,
  CloseIcon,
  CopyIcon,
  DownloadIcon,
  ExternalLinkIcon,
  LogoutIcon,
  MenuIcon,
  NewsIcon,
  PrintIcon,
  TicketIcon,
  UserIcon,
  WalletIcon,
  type NamedIcon,
} from './icon-svg.tsx';

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

export interface IconProps extends SvgIconProps {
  name: IconName;
}

/** An inline SVG icon sized 1.25em in the current text colour. */
export function Icon({ name, ...rest }: IconProps) {
  return <Svg name={name} d={paths[name]} {...rest} />;
}

export const CheckIcon = /* @__PURE__ */ named('check', check);
export const ErrorIcon = /* @__PURE__ */ named('error', error);
export const WarningIcon = /* @__PURE__ */ named('warning', warning);
export const InfoIcon = /* @__PURE__ */ named('info', info);
export const HelpIcon = /* @__PURE__ */ named('help', help);
export const ChatIcon = /* @__PURE__ */ named('chat', chat);
export const SettingsIcon = /* @__PURE__ */ named('settings', settings);
export const LockIcon = /* @__PURE__ */ named('lock', lock);
