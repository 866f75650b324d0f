// The kit's stylesheets as text, for adoptStyles(): the portal adopts them into `document`. The
// embed's code imports the sheets it adopts one by one instead: rollup puts a module where this
// file goes, so a sheet only the sign-in form uses would ride in the file of the widgets.
import tokensCss from './tokens.css?inline';
import baseCss from './base.css?inline';
import buttonCss from './button.css?inline';
import spinnerCss from './spinner.css?inline';
import skeletonCss from './skeleton.css?inline';
import badgeCss from './badge.css?inline';
import formFieldCss from './form-field.css?inline';
import dialogCss from './dialog.css?inline';
import menuButtonCss from './menu-button.css?inline';
import menuCss from './menu.css?inline';
import menuItemCss from './menu-item.css?inline';
import toastRegionCss from './toast-region.css?inline';
import toastCss from './toast.css?inline';
import pagerCss from './pager.css?inline';
import loadStateCss from './load-state.css?inline';

export {
  tokensCss,
  baseCss,
  buttonCss,
  spinnerCss,
  skeletonCss,
  badgeCss,
  formFieldCss,
  dialogCss,
  menuButtonCss,
  menuCss,
  menuItemCss,
  toastRegionCss,
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
  skeletonCss,
  badgeCss,
  formFieldCss,
  dialogCss,
  menuButtonCss,
  menuCss,
  menuItemCss,
  toastRegionCss,
  toastCss,
  pagerCss,
  loadStateCss,
];
