// A text to copy (a referral link, a new API token) with a copy button and a toast saying how it went.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../../core/i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { Icon } from '../../../../ui/icon.tsx';
import { showToast } from '../../../../ui/toasts.ts';
import { copyText } from '../../store/settings/clipboard.ts';
import { key } from '../../store/settings/texts.ts';

export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useStore($i18n);
  const copy = async () => {
    const done = await copyText(value);
    showToast(
      done ? { kind: 'success', text: t(key('common.copied')) } : { kind: 'error', text: t(key('common.copyFailed')) },
    );
  };
  return (
    <div className="settings-copy">
      <code className="settings-code" aria-label={label}>
        {value}
      </code>
      <Button
        variant="secondary"
        icon={<Icon name="copy" />}
        onClick={() => void copy()}
        aria-label={`${t(key('common.copy'))}: ${label}`}
      >
        {t(key('common.copy'))}
      </Button>
    </div>
  );
}
