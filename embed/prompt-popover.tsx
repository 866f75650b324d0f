// The signed-out prompt's popover (embed/prompt.tsx fetches it when a visitor shows interest: a
// pointer over the prompt, focus on it, a click), so a visitor's page carries only the prompts'
// buttons: the menu button holding the shared sign-in (embed/sign-in/, in this part's file), shown
// once the form's texts, the member's texts and the API client it signs in with are here.
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import buttonCss from '../src/ui/button.css?inline';
import menuCss from '../src/ui/menu.css?inline';
import { MenuButton } from '../src/ui/menu-button.tsx';
import { adoptStyles } from '../src/ui/styles.ts';
import type { PromptProps } from './prompt.tsx';
import { loadSignInTexts, SignInPanel } from './sign-in/sign-in-panel.tsx';

/** What the popover needs before it renders: the form's texts and the member's (its close button's name). */
export const popoverReady = (): Promise<void> => loadSignInTexts();

export interface PromptPopoverProps extends PromptProps {
  /** Open at its first render, focus in the form: the click that fetched it opened it. */
  open: boolean;
  /** The button it replaces had focus: its own takes it. */
  focused: boolean;
  /** The button's accessible name when it shows only its icon. */
  buttonLabel: string | undefined;
  label: ReactNode;
  title: string;
}

export function PromptPopover(props: PromptPopoverProps) {
  const { mode, prompt, context, onSignedIn, open, buttonLabel, label, title } = props;
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    adoptStyles(context.root, buttonCss, menuCss);
  }, [context.root]);
  useLayoutEffect(() => {
    if (props.focused && !open) box.current?.querySelector('button')?.focus();
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, as it takes the place of the button that had focus
  }, []);
  return (
    <span ref={box} className="club-prompt__popover">
      <MenuButton
        kind="popover"
        align="end"
        initialOpen={open ? 'first' : undefined}
        buttonClassName={`club-prompt__trigger${prompt.icon === 'bell' ? ' club-bell__trigger' : ''}`}
        buttonLabel={buttonLabel}
        label={label}
      >
        <SignInPanel mode={mode} title={title} portal={context.portal} root={context.root} onSignedIn={onSignedIn} />
      </MenuButton>
    </span>
  );
}
