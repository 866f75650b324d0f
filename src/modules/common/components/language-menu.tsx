// The language switch's menu (language-switch.tsx loads it with the press that opens it): English
// and German, the choice saved in the session (docs/spec.md §3 language), so it survives a reload
// and follows the member into other tabs, and for a signed-in member to the account
// (core/session/language.ts).
import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { $i18n, LANGUAGES } from '../../../core/i18n/i18n.ts';
import { chooseLanguage } from '../../../core/session/language.ts';
import { MenuButton } from '../../../ui/menu-button.tsx';
import { MenuItem } from '../../../ui/menu-item.tsx';
import menuCss from '../../../ui/menu.css?inline';
import menuItemCss from '../../../ui/menu-item.css?inline';
import { adoptStyles } from '../../../ui/styles.ts';
import { languageButtonLabel } from './language-switch.tsx';

export interface LanguageMenuProps {
  className?: string;
  /** Open at mount, focus on the first or last language: the press that loaded the menu opens it. */
  initialOpen?: 'first' | 'last';
}

export default function LanguageMenu({ className, initialOpen }: LanguageMenuProps) {
  const { t, locale } = useStore($i18n);
  // The popup's sheet comes with the menu's code (the closed button's is the first screen's),
  // adopted before the menu that the loading press opens is painted.
  useLayoutEffect(() => void adoptStyles(document, menuCss, menuItemCss), []);
  return (
    <MenuButton
      className={className}
      label={<span aria-hidden="true">{locale.toUpperCase()}</span>}
      buttonLabel={languageButtonLabel(t, locale)}
      popupLabel={t('common.language.label')}
      align="end"
      initialOpen={initialOpen}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} onSelect={() => void chooseLanguage(language)}>
          <span lang={language}>{t(`common.language.${language}`)}</span>
          {language === locale && <span className="club-visually-hidden"> ✓</span>}
        </MenuItem>
      ))}
    </MenuButton>
  );
}
