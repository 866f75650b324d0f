// docs/spec.md §1: a banner in German tells members that the software is updated daily to meet legal
// requirements (documentation, tracing) and that pages may sometimes fail. The German text is
// always shown (lang="de", so screen readers pronounce it right). Readers of another language also
// get the translation with its own lang, not as a title tooltip (tooltips never show on phones and
// most screen readers skip them): a visible second line on wide screens; on phones, where both
// languages would fill a third of the screen, behind an 'English translation' disclosure.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../core/i18n/i18n.ts';
import { InfoIcon } from '../../ui/icon.tsx';

export const BANNER_TEXT_DE =
  'Wir aktualisieren unsere Software täglich, um gesetzliche Anforderungen wie Dokumentation und Rückverfolgbarkeit zu erfüllen. Dabei kann es vorkommen, dass einzelne Seiten zeitweise nicht funktionieren.';

export function UpdateBanner() {
  const { t, locale } = useStore($i18n);
  return (
    // In a landmark of its own, so no content of the page sits outside one.
    <aside aria-label={t('common.banner.label')}>
      <div className="club-banner" role="note">
        <InfoIcon className="club-banner__icon" />
        <div className="club-banner__texts">
          <p lang="de" className="club-banner__text">
            {BANNER_TEXT_DE}
          </p>
          {locale !== 'de' && (
            <>
              <p lang={locale} className="club-banner__translation">
                <span className="club-visually-hidden">{t('common.banner.translationLabel')}: </span>
                {t('common.banner.translation')}
              </p>
              <details lang={locale} className="club-banner__translation-toggle">
                <summary>{t('common.banner.translationLabel')}</summary>
                <p className="club-banner__translation-text">{t('common.banner.translation')}</p>
              </details>
            </>
          )}
        </div>
      </div>
    </aside>
  );
}
