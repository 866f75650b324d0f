// The portal's link for module components: wouter's Link (history navigation, no reload).
// Portal pages only; widgets never import this file.
import { Link } from 'wouter';
import type { LinkComponent } from './link.tsx';

export const RouterLink: LinkComponent = ({ href, className, children, 'aria-label': label }) => (
  <Link href={href} className={className} aria-label={label}>
    {children}
  </Link>
);
