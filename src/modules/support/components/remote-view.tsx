// The states every support page shares (the kit's, with support's texts): loading (announced),
// an error with a retry, not found; and plain-text paragraphs.
import { useStore } from '@nanostores/react';
import type { ComponentProps } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Failed as KitFailed } from '../../../ui/load-state.tsx';

export { Loading } from '../../../ui/load-state.tsx';

/** The kit's Failed with the support module's retry text. */
export function Failed(props: Omit<ComponentProps<typeof KitFailed>, 'retry'>) {
  const { t } = useStore($i18n);
  return <KitFailed {...props} retry={t('support.retry')} />;
}

/** Plain text with blank-line paragraphs, as React text (never HTML). */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const parts = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className={className}>
      {parts.map((part, i) => (
        <p key={i}>{part}</p>
      ))}
    </div>
  );
}
