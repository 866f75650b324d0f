// Ghost mode is read-only (docs/spec.md §3, server/auth/ghost.ts): the members' layout shows every
// field on the page read-only while staff act as the member, not only once a save is refused.
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enterGhost } from '../../../src/core/session/session.ts';
import { AppLayout } from '../../../src/portal/layouts/app-layout.tsx';
import { RegistryContext } from '../../../src/portal/registry-context.ts';
import { testRegistry } from '../support/modules.tsx';
import { CheckboxField } from '../../../src/ui/checkbox-field.tsx';
import { TextField } from '../../../src/ui/form-field.tsx';
import { createPortalWorld, type PortalWorld } from '../support/world.ts';

let portal: PortalWorld;
beforeEach(async () => {
  portal = await createPortalWorld();
});
afterEach(() => portal.stop());

function renderForm() {
  render(
    <RegistryContext.Provider value={testRegistry()}>
      <AppLayout>
        <TextField label="First name" value="Demo" onInput={() => {}} />
        <CheckboxField label="Show me in the team" value={false} onInput={() => {}} />
      </AppLayout>
    </RegistryContext.Provider>,
  );
  return {
    text: screen.getByLabelText<HTMLInputElement>('First name'),
    box: screen.getByRole<HTMLInputElement>('checkbox', { name: 'Show me in the team' }),
  };
}

describe('fields in ghost mode', () => {
  it('are read-only while staff act as the member', async () => {
    const { auth } = await portal.signIn();
    enterGhost(auth);
    const { text, box } = renderForm();
    expect([text.readOnly, box.disabled]).toEqual([true, true]);
  });

  it('stay editable for the member', async () => {
    await portal.signIn();
    const { text, box } = renderForm();
    expect([text.readOnly, box.disabled]).toEqual([false, false]);
  });
});
