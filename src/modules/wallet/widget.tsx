// <club-wallet-summary limit="3">: the member's balance, pending credits and newest entries, with a
// link into the portal's wallet: the wallet module's own summary and store, in a widget's shadow
// root. Live: WalletUpdated on the member's private channel (a deposit paid, a withdrawal booked)
// refetches the summary (its store, store.ts, follows the cue while shown). Signed out, the loader shows its prompt instead.
import { useStore } from '@nanostores/react';
import { $i18n, loadMessages, registerMessages } from '../../core/i18n/i18n.ts';
import buttonCss from '../../ui/button.css?inline';
import spinnerCss from '../../ui/spinner.css?inline';
import skeletonCss from '../../ui/skeleton.css?inline';
import { WalletSummary } from './components/wallet-summary.tsx';
import { walletSummaryCss } from './components/styles.ts';
import widgetCss from './components/widget.css?inline';

/** The summary carries at most this many entries (GET wallet, recent_transactions). */
export const WALLET_WIDGET_MAX = 5;
export const WALLET_WIDGET_DEFAULT = 3;

// Only the texts this widget shows, in the member's texts file of the page's language
// (rollup.config.mjs), there before its first render (`ready`).
registerMessages('wallet', {
  en: () => import('./messages/widget/en.ts'),
  de: () => import('./messages/widget/de.ts'),
});

export interface WalletWidgetProps {
  /** How many of the newest entries to list: 1 to 5, default 3. */
  limit?: string | number;
  portal: string;
}

/** The `limit` attribute: a whole number from 1 to 5, anything else the default 3. */
export function walletLimit(value: unknown): number {
  const n = /^\s*\d{1,3}\s*$/.test(String(value ?? '')) ? Number(value) : 0;
  return n >= 1 ? Math.min(n, WALLET_WIDGET_MAX) : WALLET_WIDGET_DEFAULT;
}

export function WalletSummaryWidget({ limit, portal }: WalletWidgetProps) {
  const { t } = useStore($i18n);

  return (
    <section className="club-wallet-widget" part="wallet-summary" aria-labelledby="club-wallet-widget-title">
      <h2 id="club-wallet-widget-title" className="club-wallet-widget__title">
        {t('wallet.card.title')}
      </h2>
      <WalletSummary recent={walletLimit(limit)} hrefOf={(path) => `${portal}${path}`} />
    </section>
  );
}

export default {
  component: WalletSummaryWidget,
  styles: [buttonCss, spinnerCss, skeletonCss, walletSummaryCss, widgetCss],
  ready: () => loadMessages(['wallet']).catch(() => {}),
};
