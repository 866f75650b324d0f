// Previous / "Page 2 of 4" / next through a paged list, as buttons. The module passes its own
// translated texts (never the paginator's HTML-entity labels, docs/contracts.md §3.3).
import { Button } from './button.tsx';

export interface PagerTexts {
  /** Names the navigation for screen readers ("Transactions: pages"). */
  label: string;
  previous: string;
  next: string;
  /** Where the list stands ("Page 2 of 4"). */
  position(page: number, last: number): string;
}

export interface PagerProps {
  /** The page shown, e.g. a Laravel paginator page. */
  page: { current_page: number; last_page: number };
  texts: PagerTexts;
  /** Disables both buttons (a page is loading). */
  busy?: boolean;
  onPage(page: number): void;
}

/** Nothing for a list of one page. */
export function Pager({ page: { current_page: current, last_page: last }, texts, busy = false, onPage }: PagerProps) {
  if (last <= 1) return null;
  return (
    <nav className="club-pager" aria-label={texts.label}>
      <Button variant="secondary" size="sm" disabled={busy || current <= 1} onClick={() => onPage(current - 1)}>
        {texts.previous}
      </Button>
      <span className="club-pager__position" aria-live="polite">
        {texts.position(current, last)}
      </span>
      <Button variant="secondary" size="sm" disabled={busy || current >= last} onClick={() => onPage(current + 1)}>
        {texts.next}
      </Button>
    </nav>
  );
}

/** A module's pager: the kit's, with the module's texts bound to the list's name. */
export type ListPagerProps = Omit<PagerProps, 'texts'> & {
  /** Names the list for screen readers ("Transactions: pages"). */
  label: string;
};
