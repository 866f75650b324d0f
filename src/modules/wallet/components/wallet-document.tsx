// A wallet page about one labelled record (an order, its bank details, a withdrawal; docs/spec.md §2
// Wallet): loaded by its label, loaded again on the WalletUpdated cue, with its PDF to download and
// a message on screen when the download fails.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { messageOf } from '../../../core/api/errors.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { createLoader } from '../../../core/resource/resource.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { $walletCue } from '../store/live.ts';
import { createPdfDownload, type ReceiptDownloadState } from '../store/receipt.ts';
import type { PdfDocument } from '../types.ts';

export function useWalletDocument<T>(
  label: string,
  get: (label: string) => Promise<T>,
  getPdf: (label: string) => Promise<PdfDocument>,
) {
  const loader = useMemo(() => createLoader<T>(), [label]);
  const state = useStore(loader.$state);
  const cue = useStore($walletCue);
  const load = () => void loader.load(() => get(label));
  useEffect(load, [loader, label, cue]);
  const pdf = useMemo(() => createPdfDownload(getPdf), [getPdf]);
  const download = useStore(pdf.$download);
  return { loader, state, load, download, downloadPdf: () => void pdf.download(label) };
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
