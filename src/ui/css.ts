// The kit's stylesheets as text, for adoptStyles(): the portal adopts them into `document`, each
// widget into its shadow root (only the pieces it uses, to keep the embed small).
import tokensCss from './tokens.css?inline';
import baseCss from './base.css?inline';
import buttonCss from './button.css?inline';
import spinnerCss from './spinner.css?inline';
import badgeCss from './badge.css?inline';
import formFieldCss from './form-field.css?inline';
import dialogCss from './dialog.css?inline';
import menuButtonCss from './menu-button.css?inline';
import toastCss from './toast.css?inline';
import pagerCss from './pager.css?inline';
import loadStateCss from './load-state.css?inline';

export {
  tokensCss,
  baseCss,
  buttonCss,
  spinnerCss,
  badgeCss,
  formFieldCss,
  dialogCss,
  menuButtonCss,
  toastCss,
  pagerCss,
  loadStateCss,
};

/** Every stylesheet of the kit, tokens and base first. */
export const uiCss: readonly string[] = [
  tokensCss,
  baseCss,
  buttonCss,
  spinnerCss,
  badgeCss,
  formFieldCss,
  dialogCss,
  menuButtonCss,
  toastCss,
  pagerCss,
  loadStateCss,
];
