// The member's language on the account page: the one saved to the account, which
// the next login and the club's mails use. Changing it switches the portal too (the same switch
// as the top bar's language menu, core/session/language.ts).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $i18n, LANGUAGES, type Language } from '../../../../core/i18n/i18n.ts';
import { chooseLanguage } from '../../../../core/session/language.ts';
import type { User } from '../../../../core/types.ts';
import { SelectField } from '../../../../ui/select-field.tsx';
import { Section } from './settings-section.tsx';
import { key } from '../../store/settings/texts.ts';

// Each language named in itself ("English", "Deutsch"), as language pickers do.
const ownName = (language: Language) =>
  new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;

export function LanguageSection({ user }: { user: User }) {
  const { t, locale } = useStore($i18n);
  const [saved, setSaved] = useState(false);
  const value = (LANGUAGES as readonly string[]).includes(user.language) ? user.language : locale;
  const options = LANGUAGES.map((language) => ({ value: language, label: ownName(language) }));
  const change = (language: string) => {
    setSaved(false);
    void chooseLanguage(language as Language).then(() => setSaved(true));
  };
  return (
    <Section title={t(key('account.languageTitle'))} intro={t(key('account.languageIntro'))}>
      <div className="settings-form">
        <SelectField
          label={t(key('account.language'))}
          options={options}
          value={value}
          onInput={() => {}}
          onChange={change}
        />
        {saved && (
          <p className="settings-notice" role="status">
            {t(key('account.languageSaved'))}
          </p>
        )}
      </div>
    </Section>
  );
}
