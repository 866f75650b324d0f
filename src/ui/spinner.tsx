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

export interface SkeletonProps {
  /** Number of placeholder lines; the last one is shorter, like the end of a paragraph. */
  lines?: number;
  /** Width of each full line. */
  width?: 'full' | 'three-quarters' | 'half' | 'quarter';
  className?: string;
}

/** Grey placeholder lines shown where content is loading; hidden from assistive technology. */
export function Skeleton({ lines = 1, width = 'full', className }: SkeletonProps) {
  return (
    <span className={cx('club-skeleton', className)} aria-hidden="true" part="skeleton">
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className={cx(
            'club-skeleton__line',
            `club-skeleton__line--${lines > 1 && index === lines - 1 ? 'half' : width}`,
          )}
        />
      ))}
    </span>
  );
}
