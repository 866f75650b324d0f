// Links inside appointment components without a router import: the portal passes wouter's Link, a
// widget passes nothing and gets a plain anchor (a full page load into the portal).
import type { ComponentType, ReactNode } from 'react';

export type LinkComponent = ComponentType<{ href: string; className?: string; children?: ReactNode }>;

export function PlainLink({ href, className, children }: { href: string; className?: string; children?: ReactNode }) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
