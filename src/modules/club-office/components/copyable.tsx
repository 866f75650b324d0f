// A text a site pastes (the script tag, the elements, the CSP lines), with its copy button.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';

export function Copyable({ label, text }: { label: string; text: string }) {
  const { t } = useStore($i18n);
  const [copied, setCopied] = useState(false);
  return (
    <figure className="club-office-snippet" aria-label={label}>
      <figcaption>{label}</figcaption>
      <pre>
        <code>{text}</code>
      </pre>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={() =>
          void navigator.clipboard?.writeText(text).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {t('club-office.widgetOrigins.copy', { what: label })}
      </Button>
      {copied && <span role="status">{t('club-office.widgetOrigins.copied')}</span>}
    </figure>
  );
}
