// A wallet page about one labelled record (an order, its bank details, a withdrawal; docs/spec.md §2
// Wallet): its store (store/records.ts, loaded again on the WalletUpdated cue), with its PDF to
// download and a message on screen when the download fails.
import { useStore } from '@nanostores/react';
import { useMemo, type ReactNode } from 'react';
import { messageOf } from '../../../core/api/errors.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { createPdfDownload, type ReceiptDownloadState } from '../store/receipt.ts';
import type { WalletRecord } from '../store/records.ts';

export function useWalletDocument<T>(label: string, record: WalletRecord<T>) {
  const state = useStore(record.at(label));
  const pdf = useMemo(() => createPdfDownload(record.pdf), [record]);
  const download = useStore(pdf.$download);
  return { state, load: () => void record.load(label), download, downloadPdf: () => void pdf.download(label) };
}

export function PdfButton({
  download,
  onClick,
  children,
}: {
  download: ReceiptDownloadState;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="secondary" icon={<Icon name="download" />} loading={download.busy} onClick={onClick}>
      {children}
    </Button>
  );
}

/** Why the last download failed; nothing while it did not. */
export function PdfProblem({ download }: { download: ReceiptDownloadState }) {
  const { t } = useStore($i18n);
  if (download.error === null) return null;
  return (
    <p className="club-wallet-problem" role="alert">
      {t('wallet.transaction.downloadFailed', { reason: messageOf(download.error, t) })}
    </p>
  );
}
