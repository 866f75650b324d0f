// The sheets only the members' area and the on-demand dialogs use (the kit's skeletons, badges,
// pagers and load states, which no guest screen shows; the member pages' own; the layout's frame, top bar,
// sidebar, banners with the ghost banner, footer; dialogs): adopted when the members' layout or
// parts load, after the first screen's (src/portal/styles.ts), so they come later in the cascade;
// none of them styles what a first-screen sheet styles.
import skeletonCss from '../../ui/skeleton.css?inline';
import badgeCss from '../../ui/badge.css?inline';
import pagerCss from '../../ui/pager.css?inline';
import loadStateCss from '../../ui/load-state.css?inline';
import memberPagesCss from '../styles/member-pages.css?inline';
import dialogCss from '../../ui/dialog.css?inline';
import appLayoutCss from '../styles/app-layout.css?inline';
import topBarCss from '../styles/top-bar.css?inline';
import sidebarCss from '../styles/sidebar.css?inline';
import bannerFooterCss from '../styles/banner-footer.css?inline';
import { adoptAfterFirstScreen } from '../styles.ts';

export const deferredCss: readonly string[] = [
  skeletonCss,
  badgeCss,
  pagerCss,
  loadStateCss,
  memberPagesCss,
  dialogCss,
  appLayoutCss,
  topBarCss,
  sidebarCss,
  bannerFooterCss,
];

export function adoptDeferredStyles(): void {
  adoptAfterFirstScreen(...deferredCss);
}
