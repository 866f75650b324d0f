// A value with a button that copies it (IBAN, reference, amount), and a toast saying how it went.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { showToast } from '../../../ui/toasts.ts';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // no permission, not a secure context: the value stays on screen to select
  }
}

export function CopyValue({ label, value, shown = value }: { label: string; value: string; shown?: string }) {
  const { t } = useStore($i18n);
  const copy = async () => {
    const done = await copyText(value);
    showToast(
      done
        ? { kind: 'success', text: t('wallet.copy.done', { label }) }
        : { kind: 'error', text: t('wallet.copy.failed') },
    );
  };
  return (
    <span className="club-wallet-copy">
      <code className="club-wallet-copy__value">{shown}</code>
      <Button
        variant="secondary"
        size="sm"
        icon={<Icon name="copy" />}
        onClick={() => void copy()}
        aria-label={t('wallet.copy.button', { label })}
      >
        {t('wallet.copy.short')}
      </Button>
    </span>
  );
}
