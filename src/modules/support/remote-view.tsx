// The states every support page shares: loading (announced), an error with a retry, not found.
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $i18n } from '../../core/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton, Spinner } from '../../ui/spinner.tsx';

export function Loading({ label, lines = 4 }: { label: string; lines?: number }) {
  return (
    <div className="support-loading">
      <Spinner label={label} />
      <Skeleton lines={lines} />
    </div>
  );
}

export function Failed({ text, onRetry, children }: { text: string; onRetry?: () => void; children?: ReactNode }) {
  const { t } = useStore($i18n);
  return (
    <div className="support-problem" role="alert">
      <p>{text}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('support.retry')}
        </Button>
      )}
      {children}
    </div>
  );
}

/** Plain text with blank-line paragraphs, as React text (never HTML). */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const parts = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <div className={className}>
      {parts.map((part, i) => (
        <p key={i}>{part}</p>
      ))}
    </div>
  );
}
