import { cx } from './class-names.ts';

export interface SpinnerProps {
  /** What is loading, read by screen readers ("Loading notifications"). */
  label: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A busy indicator announced politely through role=status. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cx('club-spinner', `club-spinner--${size}`, className)} part="spinner">
      <span className="club-spinner__circle" aria-hidden="true" />
      <span className="club-visually-hidden">{label}</span>
    </span>
  );
}
