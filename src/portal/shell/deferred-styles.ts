// The sheets only the members' area and the on-demand dialogs use (top bar, sidebar, banner and
// footer, dialogs): adopted when the members' layout loads, after the first screen's
// (src/portal/styles.ts), so they come later in the cascade exactly as before.
import dialogCss from '../../ui/dialog.css?inline';
import topBarCss from '../styles/top-bar.css?inline';
import sidebarCss from '../styles/sidebar.css?inline';
import bannerFooterCss from '../styles/banner-footer.css?inline';
import { adoptAfterFirstScreen } from '../styles.ts';

export const deferredCss: readonly string[] = [dialogCss, topBarCss, sidebarCss, bannerFooterCss];

export function adoptDeferredStyles(): void {
  adoptAfterFirstScreen(...deferredCss);
}
