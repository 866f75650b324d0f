// Links in the news components are a prop: the portal passes wouter's Link (no page reload), a
// widget keeps plain anchors to the portal's address. So the components import no router.
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
