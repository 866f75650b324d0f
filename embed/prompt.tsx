// The signed-out face of every widget (a part of its own, fetched once): a compact button whose
// popover holds the shared sign-in (embed/sign-in/, fetched when it first opens), with the same
// verification step as the portal. The bell and the ticket indicator show an icon with an
// accessible name, the wallet and the news feed a short visible text.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $i18n, loadMessages, registerMessages, t } from '../src/core/i18n/i18n.ts';
import buttonCss from '../src/ui/button.css?inline';
import menuButtonCss from '../src/ui/menu-button.css?inline';
import menuCss from '../src/ui/menu.css?inline';
import spinnerCss from '../src/ui/spinner.css?inline';
import { BellIcon, CalendarIcon, NewsIcon, TicketIcon, WalletIcon } from '../src/ui/icon-svg.tsx';
import { MenuButton } from '../src/ui/menu-button.tsx';
import { Spinner } from '../src/ui/spinner.tsx';
import { adoptStyles } from '../src/ui/styles.ts';
import { clientStarted, ensureClient } from './env.ts';
import type { PromptIcon, WidgetContext, WidgetDefinition } from './registry.ts';
import promptCss from './styles/prompt.css?inline';

type SignInModule = typeof import('./sign-in/sign-in-panel.tsx');

const ICONS = {
  bell: BellIcon,
  wallet: WalletIcon,
  ticket: TicketIcon,
  news: NewsIcon,
  calendar: CalendarIcon,
} satisfies Record<PromptIcon, unknown>;
// The prompts' texts, a visitor's page's one file of texts in its language (embed/runtime.ts).
registerMessages('embed.prompt', {
  en: () => import('./messages/prompt/en.ts'),
  de: () => import('./messages/prompt/de.ts'),
});

/** The prompts' texts in the current language (the view waits for them before the first render). */
export const loadPromptTexts = (): Promise<void> => loadMessages(['embed.prompt']).catch(() => {});

/** Icon-only prompts; the others also show their name as text. */
const ICON_ONLY: readonly PromptIcon[] = ['bell', 'ticket'];

export interface PromptProps {
  mode: 'login' | 'unlock';
  prompt: NonNullable<WidgetDefinition['prompt']>;
  context: WidgetContext;
  /** Called once the member is signed in (the view then moves focus into the widget). */
  onSignedIn: () => void;
}

export function Prompt({ mode, prompt, context, onSignedIn }: PromptProps) {
  useStore($i18n); // re-render on a language switch
  useEffect(() => {
    adoptStyles(context.root, buttonCss, menuButtonCss, menuCss, spinnerCss, promptCss);
  }, [context.root]);
  const Icon = ICONS[prompt.icon];
  const name = t(`embed.prompt.${prompt.label}`);
  const iconOnly = ICON_ONLY.includes(prompt.icon);
  return (
    <span className={`club-prompt club-prompt--${prompt.icon}`} part="prompt">
      <MenuButton
        kind="popover"
        align="end"
        initialOpen={context.opened ? 'first' : undefined}
        buttonClassName={`club-prompt__trigger${prompt.icon === 'bell' ? ' club-bell__trigger' : ''}`}
        buttonLabel={iconOnly ? name : undefined}
        label={
          <>
            <Icon />
            {!iconOnly && <span className="club-prompt__text">{name}</span>}
          </>
        }
      >
        <LazySignIn
          mode={mode}
          title={t(`embed.prompt.${prompt.label}Title`)}
          portal={context.portal}
          root={context.root}
          onSignedIn={onSignedIn}
        />
      </MenuButton>
    </span>
  );
}

let signInModule: SignInModule | null = null;

/** The sign-in form, fetched the first time a prompt opens; focus goes to its first field. */
function LazySignIn(props: {
  mode: 'login' | 'unlock';
  title: string;
  portal: string;
  root: ShadowRoot;
  onSignedIn: () => void;
}) {
  const [module, setModule] = useState<SignInModule | null>(() => (clientStarted() ? signInModule : null));
  useEffect(() => {
    if (module) return;
    let live = true;
    // the form (with its texts) and the API client it signs in with, both at once
    Promise.all([
      import('./sign-in/sign-in-panel.tsx').then((panel) => panel.loadSignInTexts().then(() => panel)),
      ensureClient(),
    ]).then(([loaded]) => {
      signInModule = loaded;
      if (live) setModule(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [module]);
  if (!module) return <Spinner label={t('embed.prompt.loading')} />;
  return <module.SignInPanel {...props} />;
}
