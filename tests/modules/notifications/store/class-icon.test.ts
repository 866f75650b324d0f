// docs/spec.md §2 "Top bar": a notification's Font Awesome-style icon class picks the project's
// icon; a class we have no icon for shows the status glyph.
import { describe, expect, it } from 'vitest';
import { classIcon } from '../../../../src/modules/notifications/store/class-icon.ts';
import {
  BellIcon,
  CalendarIcon,
  CheckIcon,
  ErrorIcon,
  HelpIcon,
  InfoIcon,
  TicketIcon,
  UserIcon,
  WalletIcon,
} from '../../../../src/ui/icon.tsx';

const fallback = InfoIcon;

describe('classIcon', () => {
  it('draws the icon a listed Font Awesome name stands for (fa fa-wallet: the wallet)', () => {
    expect(classIcon('fa fa-wallet', fallback)).toBe(WalletIcon);
    expect(classIcon('fa fa-life-ring', fallback)).toBe(HelpIcon);
  });

  it('knows the Font Awesome 6 names (fa-solid fa-circle-xmark: the error glyph)', () => {
    expect(classIcon('fa-solid fa-circle-xmark', fallback)).toBe(ErrorIcon);
    expect(classIcon('fa-regular fa-circle-check', fallback)).toBe(CheckIcon);
  });

  it('reads past variant suffixes: -o, -alt, -circle, -square (fa-check-circle-o: the check)', () => {
    expect(classIcon('fa fa-check-circle-o', fallback)).toBe(CheckIcon);
    expect(classIcon('fa fa-ticket-alt', fallback)).toBe(TicketIcon);
  });

  it('draws a name’s family when the name itself is not listed (fa-calendar-check: the calendar)', () => {
    expect(classIcon('fas fa-calendar-check', fallback)).toBe(CalendarIcon);
    expect(classIcon('fa fa-user-plus', fallback)).toBe(UserIcon);
    expect(classIcon('fa fa-money-bill', fallback)).toBe(WalletIcon);
  });

  it('skips style and size classes and takes the first name it has an icon for', () => {
    expect(classIcon('fa fa-fw fa-2x fa-spin fa-bell', fallback)).toBe(BellIcon);
    expect(classIcon('fa fa-hand-peace fa-ticket', fallback)).toBe(TicketIcon);
  });

  it('reads class names in any case', () => {
    expect(classIcon('FA FA-WALLET', fallback)).toBe(WalletIcon);
  });

  it('falls back to the given glyph for a class it has no icon for, an empty class and non-icon words', () => {
    expect(classIcon('fa fa-hand-peace', fallback)).toBe(fallback);
    expect(classIcon('', fallback)).toBe(fallback);
    expect(classIcon('wallet calendar', fallback)).toBe(fallback);
  });

  it('never takes an object’s inherited members for icons (fa-constructor, fa-hasOwnProperty)', () => {
    expect(classIcon('fa fa-constructor', fallback)).toBe(fallback);
    expect(classIcon('fa fa-hasOwnProperty fa-__proto__', fallback)).toBe(fallback);
  });
});
