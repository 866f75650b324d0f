// The part a signed-out prompt fetches when a visitor shows interest in it (a pointer over it, focus
// on it, a click: embed/prompt.tsx, embed/lazy-menu-button.tsx), so a visitor's page carries only
// the prompts' buttons: the menu button with its popup's stylesheets, and the shared sign-in
// (embed/sign-in/), shown once the form's texts, the member's texts and the API client are here.
import buttonCss from '../src/ui/button.css?inline';
import menuCss from '../src/ui/menu.css?inline';
import { loadSignInTexts } from './sign-in/sign-in-panel.tsx';

export { MenuButton } from '../src/ui/menu-button.tsx';
export { SignInPanel } from './sign-in/sign-in-panel.tsx';
export const popupCss: readonly string[] = [buttonCss, menuCss];

/** What the popover needs before it renders: the form's texts and the member's (its close button's name). */
export const popoverReady = (): Promise<void> => loadSignInTexts();
