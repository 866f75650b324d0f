// The view of every widget (a part of its own: preact and this file). Signed out, or with an ended
// session, it shows the widget's compact prompt (embed/prompt.tsx, fetched once); for a signed-in
// member it fetches the widget's own part and renders it. A widget with something for visitors (the
// news feed's public posts) shows its guest part around the prompt, without the API client or
// realtime. Both follow the session, so signing in
// through any widget turns every widget on the page (and in other tabs) into the member's.
import { useStore } from '@nanostores/react';
import { createElement, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { $session, $sessionState } from '../src/core/session/session.ts';
import { tabbables } from '../src/ui/focus.ts';
import { adoptStyles } from '../src/ui/styles.ts';
import { clientStarted, ensureClient, loadMemberTexts } from './env.ts';
import type { WidgetContext, WidgetDefinition, WidgetPart, WidgetProps } from './registry.ts';

type PromptModule = typeof import('./prompt.tsx');

export interface ViewProps {
  definition: WidgetDefinition;
  props: WidgetProps;
  context: WidgetContext;
  onPart: (part: WidgetPart) => void;
  report: (error: unknown) => void;
}

export interface ViewRoot {
  render(props: ViewProps): void;
  unmount(): void;
}

export function createViewRoot(container: HTMLElement): ViewRoot {
  const root = createRoot(container);
  return { render: (props) => root.render(createElement(WidgetView, props)), unmount: () => root.unmount() };
}

// Fetched once per page: later widgets of the same kind render at once.
const parts = new Map<string, WidgetPart>();
let prompt: PromptModule | null = null;
let promptLoading: Promise<PromptModule> | null = null;

const signedInNow = () => $sessionState.get() === 'logged-in' && $session.get().user !== null;

const loadPrompt = (): Promise<PromptModule> =>
  (promptLoading ??= import('./prompt.tsx').then(
    (module) => module.loadPromptTexts().then(() => (prompt = module)),
    (error: unknown) => {
      promptLoading = null; // asked again by the next render
      throw error;
    },
  ));

const guests = new Map<string, WidgetPart>();
const loadGuest = (definition: WidgetDefinition): Promise<WidgetPart | null> =>
  definition.guest
    ? definition.guest().then(async ({ default: loaded }) => {
        await loaded.ready?.();
        guests.set(definition.name, loaded);
        return loaded;
      })
    : Promise.resolve(null);
const guestReady = (definition: WidgetDefinition) => !definition.guest || guests.has(definition.name);

// import() fetches a file once; the client is asked each time, as a stopped runtime forgets it. The
// member's texts come at the same time, not after the part.
const loadPart = (definition: WidgetDefinition): Promise<WidgetPart> =>
  Promise.all([definition.load(), ensureClient(), loadMemberTexts()]).then(async ([{ default: loaded }]) => {
    await loaded.ready?.();
    parts.set(definition.name, loaded);
    return loaded;
  });

const cachedPart = (name: string) => (clientStarted() ? (parts.get(name) ?? null) : null);

/** True when the first render of `definition` can be its final one now (mount renders at once). */
export const prepared = (definition: WidgetDefinition): boolean =>
  signedInNow() || !definition.prompt
    ? cachedPart(definition.name) !== null
    : prompt !== null && guestReady(definition);

/**
 * Fetches what the first render of `definition` shows (the prompt, or the member's part and the API
 * client), so that render is the final one: no render of a placeholder, then an effect, then the
 * widget. A failure is left to the render, which asks again and reports it.
 */
export function prepare(definition: WidgetDefinition): Promise<void> {
  const loading: Promise<unknown> =
    signedInNow() || !definition.prompt ? loadPart(definition) : Promise.all([loadPrompt(), loadGuest(definition)]);
  return loading.then(
    () => {},
    () => {},
  );
}

function usePart<T>(
  wanted: boolean,
  cached: () => T | null,
  load: () => Promise<T>,
  report: (error: unknown) => void,
): T | null {
  const [value, setValue] = useState<T | null>(cached);
  useEffect(() => {
    if (!wanted || value) return;
    let live = true;
    load().then((loaded) => live && setValue(() => loaded), report);
    return () => {
      live = false;
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- asks once each time the part is wanted; `load` and `report` are new functions every render
  }, [wanted]);
  return value ?? cached();
}

function WidgetView({ definition, props, context, onPart, report }: ViewProps) {
  const state = useStore($sessionState);
  const user = useStore($session).user;
  // A widget for guests too (no prompt) shows its part to everyone, as any widget once signed in.
  const signedIn = (state === 'logged-in' && user !== null) || !definition.prompt;
  const focusAfterSignIn = useRef(false);
  // A click on the painted button opens what the first render shows, and only that: a member's
  // widget after a sign-in through this prompt renders closed.
  const opened = useRef(context.opened === true);
  useEffect(() => {
    opened.current = false;
  }, []);
  const shown = opened.current ? context : { ...context, opened: false };

  const part = usePart(
    signedIn,
    () => cachedPart(definition.name),
    () => loadPart(definition),
    report,
  );
  const promptModule = usePart(!signedIn, () => prompt, loadPrompt, report);
  const guest = usePart(
    !signedIn && definition.guest !== undefined,
    () => guests.get(definition.name) ?? null,
    () => loadGuest(definition),
    report,
  );

  // Before the browser paints: the part's styles in this shadow root with its first render.
  useLayoutEffect(() => {
    if (signedIn && part) adoptStyles(context.root, ...part.styles);
    else if (!signedIn && guest) adoptStyles(context.root, ...guest.styles);
  }, [signedIn, part, guest, context.root]);
  useEffect(() => {
    if (signedIn && part) onPart(part);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- tells once per part; the mount passes a new onPart with every render
  }, [signedIn, part]);

  // After a sign-in the popover that held focus is gone: focus goes to the widget that replaced it.
  useLayoutEffect(() => {
    if (!signedIn || !part || !focusAfterSignIn.current) return;
    focusAfterSignIn.current = false;
    const container = context.root.querySelector<HTMLElement>('.club-widget');
    (container && tabbables(container)[0])?.focus();
  }, [signedIn, part, context.root]);

  if (signedIn) {
    if (!part) return <span className="club-widget__loading" aria-busy="true" />;
    return createElement(part.component, { ...props, ...shown });
  }
  if (!promptModule || (definition.guest && !guest)) return null;
  const mode = state === 'locked' ? 'unlock' : 'login';
  const promptView = (
    <promptModule.Prompt
      key={mode}
      mode={mode}
      prompt={definition.prompt!}
      context={shown}
      onSignedIn={() => (focusAfterSignIn.current = true)}
    />
  );
  return guest ? createElement(guest.component, { ...props, ...shown }, promptView) : promptView;
}
