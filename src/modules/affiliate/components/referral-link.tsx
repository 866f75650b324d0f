// The member's referral link: the link itself, copy and share buttons, and its QR code to show
// someone in person.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { QrCode } from '../../../ui/qr-code.tsx';
import { showToast } from '../../../ui/toasts.ts';
import { wordingKey } from './wording.ts';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // no permission, not focused, not a secure context
  }
}

export function ReferralLink({ link, advertisingBan }: { link: string; advertisingBan: boolean }) {
  const { t } = useStore($i18n);
  const w = (key: string) => t(wordingKey(key, advertisingBan));
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const onCopy = async () => {
    const done = await copy(link);
    showToast(
      done
        ? { kind: 'success', text: t('affiliate.link.copied') }
        : { kind: 'error', text: t('affiliate.link.copyFailed') },
    );
  };
  const onShare = () => {
    navigator.share({ title: w('link.shareTitle'), text: w('link.shareText'), url: link }).catch(() => {
      // The member closed the share sheet: nothing to say.
    });
  };
  return (
    <section className="club-card club-affiliate-link" aria-labelledby="club-affiliate-link-title">
      <h2 id="club-affiliate-link-title" className="club-affiliate__section-title">
        {w('link.title')}
      </h2>
      <p>{w('link.intro')}</p>
      <code className="club-affiliate-link__url" aria-label={w('link.label')}>
        {link}
      </code>
      <div className="club-affiliate-link__actions">
        <Button variant="secondary" icon={<Icon name="copy" />} onClick={() => void onCopy()}>
          {t('affiliate.link.copy')}
        </Button>
        {canShare && (
          <Button variant="secondary" onClick={onShare}>
            {t('affiliate.link.share')}
          </Button>
        )}
      </div>
      <QrCode value={link} label={w('link.qr')} size={160} className="club-affiliate-link__qr" />
    </section>
  );
}
