// The svg every icon of the kit is, and the icons drawn from icon-paths.ts as components
// (<BellIcon />). icon.tsx is the whole set (these, the status and topic icons, <Icon name>): the
// widgets' first render imports this file instead, so the status and topic glyphs, which the
// widgets draw only in the bell's dropdown, stay out of the files it fetches (a bundler moves
// whole files).
import type { ReactElement, SVGProps } from 'react';
import { cx } from './class-names.ts';
import {
  bell,
  calendar,
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

export interface SvgIconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'ref'> {
  /** Gives the icon an accessible name; without it the icon is decorative (aria-hidden). */
  label?: string;
}

/** An inline SVG icon sized 1.25em in the current text colour: the path `d` of the icon `name`. */
export function Svg({ name, d, label, className, ...rest }: SvgIconProps & { name: string; d: string }) {
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

/** One icon of the set as a component: <BellIcon />, the same markup as <Icon name="bell" />. */
export type NamedIcon = (props: SvgIconProps) => ReactElement;
export const named =
  (name: string, d: string): NamedIcon =>
  (props) => <Svg name={name} d={d} {...props} />;

export const BellIcon = /* @__PURE__ */ named('bell', bell);
export const CloseIcon = /* @__PURE__ */ named('close', close);
export const MenuIcon = /* @__PURE__ */ named('menu', menu);
export const LogoutIcon = /* @__PURE__ */ named('logout', logout);
export const UserIcon = /* @__PURE__ */ named('user', user);
export const WalletIcon = /* @__PURE__ */ named('wallet', wallet);
export const NewsIcon = /* @__PURE__ */ named('news', news);
export const TicketIcon = /* @__PURE__ */ named('ticket', ticket);
export const CalendarIcon = /* @__PURE__ */ named('calendar', calendar);
export const CopyIcon = /* @__PURE__ */ named('copy', copy);
export const DownloadIcon = /* @__PURE__ */ named('download', download);
export const PrintIcon = /* @__PURE__ */ named('print', print);
export const ExternalLinkIcon = /* @__PURE__ */ named('external-link', externalLink);
export const ChevronIcon = /* @__PURE__ */ named('chevron', chevron);
