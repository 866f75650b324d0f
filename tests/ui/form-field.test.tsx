import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from '../../src/ui/form-field.tsx';
import { CheckboxField } from '../../src/ui/checkbox-field.tsx';
import { SelectField } from '../../src/ui/select-field.tsx';
import { TextareaField } from '../../src/ui/textarea-field.tsx';

afterEach(cleanup);

function ControlledText(props: {
  error?: string;
  hint?: string;
  onChange?: (v: string) => void;
  onBlur?: () => void;
  onInputSpy?: (v: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Email"
      type="email"
      value={value}
      error={props.error}
      hint={props.hint}
      onInput={(next) => {
        props.onInputSpy?.(next);
        setValue(next);
      }}
      onChange={props.onChange}
      onBlur={props.onBlur}
    />
  );
}

describe('form fields', () => {
  it('labels the control through its id.', () => {
    render(<ControlledText />);
    expect(screen.getByLabelText('Email').tagName).toBe('INPUT');
  });

  it('marks a field with an error aria-invalid and describes it by the error message.', () => {
    render(<ControlledText error="Invalid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!.split(' ');
    const message = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(message).toContain('Invalid email address');
  });

  it('is neither invalid nor described by an error when there is none.', () => {
    render(<ControlledText />);
    const input = screen.getByLabelText('Email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('puts the error message in a polite live region that exists before any error appears.', () => {
    const { rerender } = render(<ControlledText />);
    const region = document.querySelector('.club-field__error')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    rerender(<ControlledText error="Required" />);
    expect(document.querySelector('.club-field__error')).toBe(region);
    expect(region.textContent).toBe('Required');
  });

  it('describes the control by its hint and its error together.', () => {
    render(<ControlledText hint="We never share it" error="Required" />);
    const ids = screen.getByLabelText('Email').getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['We never share it', 'Required']);
  });

  it('reports every keystroke through onInput but the change only when the edited field is left.', async () => {
    const onInputSpy = vi.fn();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(<ControlledText onInputSpy={onInputSpy} onChange={onChange} onBlur={onBlur} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ab');
    expect(onInputSpy.mock.calls).toEqual([['a'], ['ab']]);
    expect(onChange).not.toHaveBeenCalled();
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledWith('ab');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('reports a textarea commit only when it is left.', async () => {
    const onChange = vi.fn();
    function Notes() {
      const [value, setValue] = useState('');
      return <TextareaField label="Notes" value={value} onInput={setValue} onChange={onChange} />;
    }
    render(<Notes />);
    await userEvent.type(screen.getByLabelText('Notes'), 'hi');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledWith('hi');
  });

  it('reports picking an option as input, then change, with the picked value.', async () => {
    const calls: string[] = [];
    function Country() {
      const [value, setValue] = useState('');
      return (
        <SelectField
          label="Country"
          placeholder="Select Country"
          options={[
            { value: 'DE', label: 'Germany' },
            { value: 'US', label: 'United States' },
          ]}
          value={value}
          onInput={(next) => {
            calls.push(`input:${next}`);
            setValue(next);
          }}
          onChange={(next) => calls.push(`change:${next}`)}
        />
      );
    }
    render(<Country />);
    const select = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(select.value).toBe('');
    await userEvent.selectOptions(select, 'DE');
    expect(calls).toEqual(['input:DE', 'change:DE']);
    expect(select.value).toBe('DE');
  });

  it('reports toggling a checkbox as input, then change, with the new checked state.', async () => {
    const calls: string[] = [];
    function Terms() {
      const [value, setValue] = useState(false);
      return (
        <CheckboxField
          label="I accept the terms"
          value={value}
          onInput={(next) => {
            calls.push(`input:${next}`);
            setValue(next);
          }}
          onChange={(next) => calls.push(`change:${next}`)}
        />
      );
    }
    render(<Terms />);
    const box = screen.getByLabelText('I accept the terms') as HTMLInputElement;
    await userEvent.click(box);
    expect(box.checked).toBe(true);
    expect(calls).toEqual(['input:true', 'change:true']);
  });

  it('gives each field on the page its own id.', () => {
    render(
      <>
        <TextField label="First" value="" onInput={() => {}} />
        <TextField label="Second" value="" onInput={() => {}} />
      </>,
    );
    expect(screen.getByLabelText('First').id).not.toBe(screen.getByLabelText('Second').id);
  });
});
