// The wallet's stylesheet as text: pages adopt it into the document, a widget into its shadow root.
import walletCss from './wallet.css?inline';

export { walletCss };
