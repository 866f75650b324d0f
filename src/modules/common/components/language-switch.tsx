// Switches between English and German anywhere (top bar, guest card). The first screen
// shows the switch's button only (the markup of ui/menu-button.tsx when closed); the menu, with
// the menu button's code, loads when the button is pointed at, focused or pressed, and the press
// that loaded it opens it (language-menu.tsx).
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { cx } from '../../../ui/class-names.ts';

const loadMenu = () => import('./language-menu.tsx');
const LanguageMenu = lazy(loadMenu);

/** The button's name: the visible code (WCAG 2.5.3 label in name) and the language spelled out. */
export function languageButtonLabel(t: (key: string, params?: Record<string, string>) => string, locale: string) {
  return t('common.language.current', { code: locale.toUpperCase(), language: t(`common.language.${locale}`) });
}

export function LanguageSwitch({ className }: { className?: string }) {
  const { t, locale } = useStore($i18n);
  // Once pressed, the menu itself is shown (opened by that press); before, its button alone.
  const [opened, setOpened] = useState<false | 'first' | 'last'>(false);
  const button = (
    <div className={cx('club-menu-button', className)} part="menu-button">
      <button
        type="button"
        className="club-menu-button__trigger"
        part="menu-trigger"
        aria-label={languageButtonLabel(t, locale)}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => setOpened('first')}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpened(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      >
        <span aria-hidden="true">{locale.toUpperCase()}</span>
      </button>
    </div>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu className={className} initialOpen={opened} />
    </Suspense>
  );
}
