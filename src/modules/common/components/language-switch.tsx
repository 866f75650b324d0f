// Switches between English and German anywhere (top bar, guest card). The choice is saved in the
// session (SPEC §3 language), so it survives a reload and follows the member into other tabs.
import { useStore } from '@nanostores/react';
import { $i18n, LANGUAGES, setLocale, type Language } from '../../../core/i18n/i18n.ts';
import { setLanguage } from '../../../core/session/updates.ts';
import { MenuButton } from '../../../ui/menu-button.tsx';
import { MenuItem } from '../../../ui/menu-item.tsx';

export function chooseLanguage(language: Language): Promise<void> {
  setLanguage(language);
  return setLocale(language);
}

export function LanguageSwitch({ className }: { className?: string }) {
  const { t, locale } = useStore($i18n);
  return (
    <MenuButton
      className={className}
      label={<span aria-hidden="true">{locale.toUpperCase()}</span>}
      // The name holds the visible code (WCAG 2.5.3 label in name) and spells out the language.
      buttonLabel={t('common.language.current', { code: locale.toUpperCase(), language: t(`common.language.${locale}`) })}
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
