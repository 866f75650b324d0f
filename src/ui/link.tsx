// Links in module components are a prop, so the components import no router: the portal passes
// RouterLink (router-link.tsx: wouter, no page reload), a widget keeps plain anchors to the portal.
import type { ComponentType, ReactNode } from 'react';

export type LinkComponent = ComponentType<{
  href: string;
  className?: string;
  children?: ReactNode;
  'aria-label'?: string;
}>;

export const PlainLink: LinkComponent = ({ href, className, children, 'aria-label': label }) => (
  <a href={href} className={className} aria-label={label}>
    {children}
  </a>
);
