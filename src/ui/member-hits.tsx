// The members a staff page's search found, each with a button that picks one (to grant a role, to
// give a fee plan, to show a ledger). Nothing while there are none.
import { useStore } from '@nanostores/react';
import { $i18n } from '../core/i18n/i18n.ts';
import { Button } from './button.tsx';

export interface FoundMember {
  id: number;
  name: string;
  email: string;
}

export interface MemberHitsProps<M extends FoundMember> {
  hits: readonly M[];
  onPick(member: M): void;
  /** The button's text for a member; "Choose {name}" by default. */
  action?: (name: string) => string;
}

export function MemberHits<M extends FoundMember>({ hits, onPick, action }: MemberHitsProps<M>) {
  const { t } = useStore($i18n);
  if (hits.length === 0) return null;
  return (
    <ul className="club-office-list" aria-label={t('ui.members.found')}>
      {hits.map((hit) => (
        <li key={hit.id}>
          <span>
            {hit.name} · {hit.email}
          </span>
          <Button variant="secondary" size="sm" onClick={() => onPick(hit)}>
            {action ? action(hit.name) : t('ui.members.pick', { name: hit.name })}
          </Button>
        </li>
      ))}
    </ul>
  );
}
