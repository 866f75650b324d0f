// The guest card layout (docs/spec.md §2): login, register, recover, reset, lock and the pages that need
// no login, as one centred card with the club name and the language switch above it.
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../modules/common/components/language-switch.tsx';
import { useClubName } from '../router/route-effects.tsx';

export function CardLayout({ children }: { children: ReactNode }) {
  const club = useClubName();
  return (
    <div className="club-card-layout">
      <header className="club-card-layout__header">
        <span className="club-card-layout__club">{club}</span>
        <LanguageSwitch />
      </header>
      <main className="club-card-layout__card">{children}</main>
    </div>
  );
}
