// Form fields under preact/compat, whose onChange means "input" for text fields, as in React.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { render as preactRender } from 'preact';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { TextField } from '../../src/ui/form-field.tsx';
import { SelectField } from '../../src/ui/select-field.tsx';

afterEach(cleanup);
const mount = (ui: ReactElement) => render(ui as unknown as Parameters<typeof render>[0]);

describe('form fields under preact/compat', () => {
  it('reports every keystroke through onInput but the change only when the edited field is left.', async () => {
    const onInput = vi.fn();
    const onChange = vi.fn();
    function Email() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Email"
          value={value}
          onInput={(next) => {
            onInput(next);
            setValue(next);
          }}
          onChange={onChange}
        />
      );
    }
    mount(<Email />);
    await userEvent.type(screen.getByLabelText('Email'), 'ab');
    expect(onInput.mock.calls).toEqual([['a'], ['ab']]);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledWith('ab');
  });

  it('reports picking an option once as input and once as change.', async () => {
    const calls: string[] = [];
    function Country() {
      const [value, setValue] = useState('');
      return (
        <SelectField
          label="Country"
          placeholder="Select Country"
          options={[{ value: 'DE', label: 'Germany' }]}
          value={value}
          onInput={(next) => {
            calls.push(`input:${next}`);
            setValue(next);
          }}
          onChange={(next) => calls.push(`change:${next}`)}
        />
      );
    }
    mount(<Country />);
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'DE');
    expect(calls).toEqual(['input:DE', 'change:DE']);
  });

  it('gives fields in separately mounted widgets different ids (preact numbers useId per root).', () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    const field = (label: string) =>
      (<TextField label={label} value="" onInput={() => {}} />) as unknown as Parameters<typeof preactRender>[0];
    preactRender(field('First'), first);
    preactRender(field('Second'), second);
    expect(screen.getByLabelText('First').id).not.toBe(screen.getByLabelText('Second').id);
    preactRender(null, first);
    preactRender(null, second);
    first.remove();
    second.remove();
  });
});
