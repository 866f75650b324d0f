// The portal's stylesheets as text, adopted into `document` beside the UI kit's (no <style>, no
// style attributes: a strict CSP holds).
import shellCss from './styles/shell.css?inline';
import topBarCss from './styles/top-bar.css?inline';
import sidebarCss from './styles/sidebar.css?inline';
import bannerFooterCss from './styles/banner-footer.css?inline';
import cardLayoutCss from './styles/card-layout.css?inline';
import pagesCss from './styles/pages.css?inline';

export const portalCss: readonly string[] = [shellCss, topBarCss, sidebarCss, bannerFooterCss, cardLayoutCss, pagesCss];
