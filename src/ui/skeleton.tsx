// Placeholder lines where content is loading. A file of its own (with skeleton.css): only members'
// screens and the widgets show them, and the spinner is on the guest's first screen.
import { cx } from './class-names.ts';

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
