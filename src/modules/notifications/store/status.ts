// docs/spec.md §2: an item's colour follows its status; success maps to the primary colour, any other
// status is used as given (as a class name, so only safe characters pass).
import { BellIcon, CheckIcon, ErrorIcon, InfoIcon, WarningIcon, type NamedIcon } from '../../../ui/icon.tsx';

export function statusTone(status: string): string | null {
  const clean = status.trim().toLowerCase();
  if (clean === 'success') return 'primary';
  return /^[a-z][a-z0-9-]{0,30}$/.test(clean) ? clean : null;
}

/** The icon class of the notification (e.g. `fa fa-bell`), kept to class-name characters. */
export function iconClasses(value: string): string {
  return value
    .split(/\s+/)
    .filter((name) => /^[A-Za-z][\w-]{0,40}$/.test(name))
    .slice(0, 4)
    .join(' ');
}

/** Our own glyph beside the icon class, for pages without the icon font. */
export function statusIcon(tone: string | null): NamedIcon {
  switch (tone) {
    case 'primary':
      return CheckIcon;
    case 'danger':
      return ErrorIcon;
    case 'warning':
      return WarningIcon;
    case 'info':
      return InfoIcon;
    default:
      return BellIcon;
  }
}
