// The sheets only the members' area and the on-demand dialogs use (the member pages' own: dashboard,
// settings, tables; top bar, sidebar, banner and footer, dialogs): adopted when the members' layout
// or parts load, after the first screen's (src/portal/styles.ts), so they come later in the cascade
// exactly as before (the member pages' sheet was the first screen's last).
import memberPagesCss from '../styles/member-pages.css?inline';
import dialogCss from '../../ui/dialog.css?inline';
import topBarCss from '../styles/top-bar.css?inline';
import sidebarCss from '../styles/sidebar.css?inline';
import bannerFooterCss from '../styles/banner-footer.css?inline';
import { adoptAfterFirstScreen } from '../styles.ts';

export const deferredCss: readonly string[] = [memberPagesCss, dialogCss, topBarCss, sidebarCss, bannerFooterCss];

export function adoptDeferredStyles(): void {
  adoptAfterFirstScreen(...deferredCss);
}
