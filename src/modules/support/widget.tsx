// <club-ticket-indicator>: the number of support tickets with an unread answer, opening that
// ticket in the portal: the support module's own indicator (the portal's top bar shows the same),
// in a widget's shadow root. docs/spec.md §2 top bar rule: only when tickets are on and the count is above
// zero; otherwise nothing, taking no space. Live: TicketUpdated on the member's private channel
// (staff answered) refetches the header summary, which follows it while shown
// (core/header/store.ts). Signed out, the loader shows its prompt instead.
import { loadMessages, registerMessages } from '../../core/i18n/i18n.ts';
import badgeCss from '../../ui/badge.css?inline';
import type { LinkComponent } from '../../ui/link.tsx';
import { TicketIndicator } from './components/ticket-indicator.tsx';
import widgetCss from './components/widget.css?inline';

// Only the texts this widget shows, in the member's texts file of the page's language
// (rollup.config.mjs), there before its first render (`ready`).
registerMessages('support', {
  en: () => import('./messages/widget/en.ts'),
  de: () => import('./messages/widget/de.ts'),
});

// a plain anchor (a page load into the portal) a site can style as ::part(ticket-indicator)
const PartLink: LinkComponent = ({ href, className, children, 'aria-label': label }) => (
  <a href={href} className={className} aria-label={label} part="ticket-indicator">
    {children}
  </a>
);

export function TicketIndicatorWidget({ portal }: { portal: string }) {
  return <TicketIndicator base={portal} Link={PartLink} className="support-indicator club-ticket-indicator" />;
}

export default {
  component: TicketIndicatorWidget,
  styles: [badgeCss, widgetCss],
  ready: () => loadMessages(['support']).catch(() => {}),
};
