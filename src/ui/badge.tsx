import { cx } from './class-names.ts';

export type BadgeTone = 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export interface BadgeProps {
  count: number;
  /** Counts above this show as "{max}+". */
  max?: number;
  tone?: BadgeTone;
  /**
   * Spoken instead of the bare number ("3 unread"). Without it the badge is hidden from
   * assistive technology and the owner (e.g. the bell button) carries the count in its name.
   */
  label?: string;
  className?: string;
}

/** Formats a count for a badge: nothing at zero or below, "{max}+" above max. */
export function badgeText(count: number, max = 99): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > max ? `${max}+` : String(Math.floor(count));
}

/** A small count bubble; renders nothing when the count is 0. */
export function Badge({ count, max = 99, tone = 'danger', label, className }: BadgeProps) {
  const text = badgeText(count, max);
  if (!text) return null;
  return (
    <span
      className={cx('club-badge', `club-badge--${tone}`, className)}
      part="badge"
      aria-hidden={label ? undefined : true}
    >
      <span aria-hidden={label ? true : undefined}>{text}</span>
      {label && <span className="club-visually-hidden">{label}</span>}
    </span>
  );
}
