// A prerendered form hydrated after the member typed into it (src/portal/guest.tsx): the fields hand
// what the page shows to their form (ui/field-shell.tsx useValueTypedBefore), so no later render
// resets it; a submit button stays disabled until the script took over (ui/button.tsx).
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../../src/ui/button.tsx';
import { CheckboxField } from '../../src/ui/checkbox-field.tsx';
import { TextField } from '../../src/ui/form-field.tsx';
import { TreeIdsRoot } from '../../src/ui/use-id.ts';

let seen: { email: string; terms: boolean } = { email: '', terms: false };

function Form() {
  const [email, setEmail] = useState('');
  const [terms, setTerms] = useState(false);
  const [, rerender] = useState(0);
  // what the form holds after each render (an effect: a render has no side effects)
  useEffect(() => {
    seen = { email, terms };
  });
  return (
    <TreeIdsRoot>
      <form>
        <TextField label="Email" value={email} onInput={setEmail} />
        <CheckboxField label="Terms" value={terms} onInput={setTerms} />
        <Button type="submit">Send</Button>
        <button type="button" onClick={() => rerender((n) => n + 1)}>
          Again
        </button>
      </form>
    </TreeIdsRoot>
  );
}

// act() outside @testing-library/react, which would set this itself
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement | null = null;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  container = null;
  root = null;
});

async function prerenderedAndTyped() {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const input = container.querySelector('input:not([type="checkbox"])') as HTMLInputElement;
  const box = container.querySelector('input[type="checkbox"]') as HTMLInputElement;
  const submit = container.querySelector('button[type="submit"]') as HTMLButtonElement;
  return { input, box, submit };
}

describe('a prerendered form', () => {
  it('renders its submit button disabled, so it cannot be sent as a plain form before the script', async () => {
    const { submit } = await prerenderedAndTyped();
    expect(submit.disabled).toBe(true);
  });

  it('keeps text typed and a box ticked before hydration, in the page and in the form, through later renders', async () => {
    const { input, box, submit } = await prerenderedAndTyped();
    input.value = 'typed@club.test';
    box.checked = true;
    await act(async () => {
      root = hydrateRoot(container!, <Form />);
    });
    expect(seen).toEqual({ email: 'typed@club.test', terms: true });
    await act(async () => {
      (container!.querySelector('button[type="button"]') as HTMLButtonElement).click();
    });
    expect(input.value).toBe('typed@club.test');
    expect(box.checked).toBe(true);
    expect(submit.disabled).toBe(false);
  });

  it('hydrates without a mismatch: its fields are numbered per root in render order (TreeIdsRoot), not by a page-wide counter', async () => {
    await prerenderedAndTyped();
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      await act(async () => {
        root = hydrateRoot(container!, <Form />, { onRecoverableError: (error) => errors.push([error]) });
      });
    } finally {
      console.error = original;
    }
    expect(errors.map((args) => args.map(String).join(' ').slice(0, 600))).toEqual([]);
  });
});
