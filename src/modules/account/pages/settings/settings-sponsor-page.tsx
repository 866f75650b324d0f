// SettingsSponsor (docs/spec.md §2): who referred the member, and the member's own referral link to copy;
// a cannabis club may not advertise (KCanG §6), so there it is a registration link nobody was recruited by.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../../core/i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { CopyField } from '../../components/settings/copy-field.tsx';
import { Section, SettingsPage } from '../../components/settings/settings-section.tsx';
import { key } from '../../store/settings/texts.ts';
import { sponsor } from '../../store/settings/overviews.ts';

export default function SettingsSponsor() {
  const { t } = useStore($i18n);
  const { data: info, status } = useStore(sponsor.at());

  if (status === 'failed') {
    return (
      <SettingsPage>
        <Section title={t(key('sponsor.title'))}>
          <p className="settings-problem settings-problem--shown" role="alert">
            {t(key('common.loadFailed'))}
          </p>
          <div className="settings-actions">
            <Button variant="secondary" onClick={() => void sponsor.load()}>
              {t(key('common.retry'))}
            </Button>
          </div>
        </Section>
      </SettingsPage>
    );
  }
  if (!info) return <Spinner label={t(key('common.loading'))} />;
  const w = (name: string) => key(info.advertising_ban === false ? `sponsor.${name}` : `sponsor.neutral.${name}`);
  return (
    <SettingsPage>
      <Section title={t(key('sponsor.title'))}>
        <p>{info.sponsor ? t(w('sponsoredBy'), { name: info.sponsor.name }) : t(w('noSponsor'))}</p>
        {info.sponsor?.email && <p className="settings-muted">{info.sponsor.email}</p>}
      </Section>
      <Section title={t(w('linkTitle'))} intro={t(w('linkIntro'))}>
        <CopyField label={t(w('link'))} value={info.referral_link} />
      </Section>
    </SettingsPage>
  );
}
