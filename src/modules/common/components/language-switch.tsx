// Switches between English and German anywhere (top bar, guest card). The choice is saved in the
// session (docs/spec.md §3 language), so it survives a reload and follows the member into other tabs, and
// for a signed-in member to the account (core/session/language.ts).
import { useStore } from '@nanostores/react';
import { $i18n, LANGUAGES } from '../../../core/i18n/i18n.ts';
import { chooseLanguage } from '../../../core/session/language.ts';
import { MenuButton } from '../../../ui/menu-button.tsx';
import { MenuItem } from '../../../ui/menu-item.tsx';

export { chooseLanguage };

export function LanguageSwitch({ className }: { className?: string }) {
  const { t, locale } = useStore($i18n);
  return (
    <MenuButton
      className={className}
      label={<span aria-hidden="true">{locale.toUpperCase()}</span>}
      // The name holds the visible code (WCAG 2.5.3 label in name) and spells out the language.
      buttonLabel={t('common.language.current', {
        code: locale.toUpperCase(),
        language: t(`common.language.${locale}`),
      })}
      popupLabel={t('common.language.label')}
      align="end"
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
