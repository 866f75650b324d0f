// The signed-out face of every widget (a part of its own, fetched once): a compact button whose
// popover holds the shared sign-in (embed/sign-in/, fetched when it first opens), with the same
// verification step as the portal. The bell and the ticket indicator show an icon with an
// accessible name, the wallet and the news feed a short visible text.
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { $i18n, loadMessages, registerMessages, t } from '../src/core/i18n/i18n.ts';
import menuButtonCss from '../src/ui/menu-button.css?inline';
import { BellIcon, CalendarIcon, NewsIcon, TicketIcon, WalletIcon } from '../src/ui/icon-svg.tsx';
import { adoptStyles } from '../src/ui/styles.ts';
import { clientStarted, ensureClient } from './env.ts';
import type { PromptIcon, WidgetContext, WidgetDefinition } from './registry.ts';
import promptCss from './styles/prompt.css?inline';

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
  // a click before the popover was here (or on the painted button) opens it as it arrives
  const [open, setOpen] = useState(context.opened === true);
  const popover = usePopover(open);
  const Icon = ICONS[prompt.icon];
  const name = t(`embed.prompt.${prompt.label}`);
  const iconOnly = ICON_ONLY.includes(prompt.icon);
  const label = (
    <>
      <Icon />
      {!iconOnly && <span className="club-prompt__text">{name}</span>}
    </>
  );
  const buttonLabel = iconOnly ? name : undefined;
  // focus on the button when the popover arrives (a Tab asked for it) stays on the one replacing it
  const focused = useRef<boolean | null>(null);
  if (popover && focused.current === null)
    focused.current = context.root.activeElement?.classList.contains('club-prompt__trigger') ?? false;
  return (
    <span className={`club-prompt club-prompt--${prompt.icon}`} part="prompt">
      {popover ? (
        <popover.PromptPopover
          mode={mode}
          prompt={prompt}
          context={context}
          onSignedIn={onSignedIn}
          open={open}
          focused={focused.current === true}
          buttonLabel={buttonLabel}
          label={label}
          title={t(`embed.prompt.${prompt.label}Title`)}
        />
      ) : (
        <Trigger buttonLabel={buttonLabel} label={label} open={open} onOpen={() => setOpen(true)} />
      )}
    </span>
  );
}

let popoverModule: PopoverModule | null = null;
let popoverLoading: Promise<PopoverModule> | null = null;

/** The popover with the sign-in, its texts and the API client, all at once (again after a failure). */
const loadPopover = (): Promise<PopoverModule> =>
  (popoverLoading ??= Promise.all([import('./prompt-popover.tsx'), ensureClient()])
    .then(([module]) => module.popoverReady().then(() => (popoverModule = module)))
    .catch((error: unknown) => {
      popoverLoading = null;
      throw error;
    }));

/** Asked for ahead of the click; a failure shows when the click asks again. */
const prefetch = () => void loadPopover().catch(() => {});

/** The popover's part once here (a stopped runtime forgets the client, so it is asked again). */
function usePopover(wanted: boolean): PopoverModule | null {
  const [module, setModule] = useState<PopoverModule | null>(() => (clientStarted() ? popoverModule : null));
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    loadPopover().then(
      (loaded) => live && setModule(() => loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, module]);
  return module;
}

/**
 * The prompt's button until its popover is here: as the menu button's (its classes and parts), it
 * asks for the popover when the visitor shows interest; a click opens at once a popover saying the
 * sign-in loads (the browser's own, as club-widgets.js paints it), which the sign-in then replaces.
 */
function Trigger(props: { buttonLabel: string | undefined; label: ReactNode; open: boolean; onOpen: () => void }) {
  const popup = useRef<HTMLDivElement>(null);
  const id = useRef(`club-prompt-${++triggers}`).current;
  useLayoutEffect(() => {
    const element = popup.current as (HTMLDivElement & { showPopover?: () => void }) | null;
    if (props.open && element?.showPopover && !element.matches(':popover-open')) element.showPopover();
  }, [props.open]);
  return (
    <div className="club-menu-button" part="menu-button">
      <button
        type="button"
        className={`club-menu-button__trigger club-prompt__trigger`}
        part="menu-trigger"
        aria-label={props.buttonLabel}
        aria-haspopup="dialog"
        aria-expanded={props.open}
        popoverTarget={id}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={props.onOpen}
      >
        {props.label}
      </button>
      <div ref={popup} id={id} popover="auto" role="dialog" aria-label={t('embed.prompt.loading')} part="popover">
        {t('embed.prompt.loading')}
      </div>
    </div>
  );
}
let triggers = 0;
