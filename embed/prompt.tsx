// The signed-out face of every widget (a part of its own, fetched once): a compact button whose
// popover holds the shared sign-in (embed/prompt-popover.tsx, fetched on interest), with the same
// verification step as the portal. The bell and the ticket indicator show an icon with an
// accessible name, the wallet and the news feed a short visible text.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $i18n, loadMessages, registerMessages, t } from '../src/core/i18n/i18n.ts';
import menuButtonCss from '../src/ui/menu-button.css?inline';
import { BellIcon, CalendarIcon, NewsIcon, TicketIcon, WalletIcon } from '../src/ui/icon-svg.tsx';
import { adoptStyles } from '../src/ui/styles.ts';
import { clientStarted, ensureClient } from './env.ts';
import type { PromptIcon, WidgetContext, WidgetDefinition } from './registry.ts';
import promptCss from './styles/prompt.css?inline';
import { LazyMenuButton } from './lazy-menu-button.tsx';

type PopoverModule = typeof import('./prompt-popover.tsx');

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
    adoptStyles(context.root, menuButtonCss, promptCss);
  }, [context.root]);
  const Icon = ICONS[prompt.icon];
  const name = t(`embed.prompt.${prompt.label}`);
  const iconOnly = ICON_ONLY.includes(prompt.icon);
  return (
    <span className={`club-prompt club-prompt--${prompt.icon}`} part="prompt">
      <LazyMenuButton
        load={loadPopover}
        loaded={() => (clientStarted() ? popover : null)}
        loading={t('embed.prompt.loading')}
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
        <SignIn
          mode={mode}
          title={t(`embed.prompt.${prompt.label}Title`)}
          portal={context.portal}
          root={context.root}
          onSignedIn={onSignedIn}
        />
      </LazyMenuButton>
    </span>
  );
}

let popover: PopoverModule | null = null;
let popoverLoading: Promise<PopoverModule> | null = null;

/** The popover's part with its texts (once; again after a failure). */
const loadPart = (): Promise<PopoverModule> =>
  (popoverLoading ??= import('./prompt-popover.tsx')
    .then((module) => module.popoverReady().then(() => (popover = module)))
    .catch((error: unknown) => {
      popoverLoading = null;
      throw error;
    }));

/** The part and the API client the sign-in uses, at once; the client is asked each time, as a stopped runtime forgets it. */
const loadPopover = (): Promise<PopoverModule> => Promise.all([loadPart(), ensureClient()]).then(([module]) => module);

/** The sign-in form: rendered in the popup, which opens once the part is here. */
function SignIn(props: Parameters<PopoverModule['SignInPanel']>[0]) {
  return popover ? <popover.SignInPanel {...props} /> : null;
}
