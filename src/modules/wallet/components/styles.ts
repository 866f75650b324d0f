// The wallet's stylesheets as text: pages adopt both into the document, the widget only the
// summary's into its shadow root.
import walletCss from './wallet.css?inline';
import walletSummaryCss from './summary.css?inline';

export { walletCss, walletSummaryCss };
