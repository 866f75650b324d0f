import { forwardRef, useImperativeHandle, useRef } from 'react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldShell, useCommitListener } from './field-shell.tsx';

/**
 * Controlled fields shaped for a form helper that validates on blur and change, never on input:
 * - onInput(value): the value changed (every keystroke); store it.
 * - onChange(value): the user committed the value (left an edited text field, picked an option,
 *   toggled a box); validate it. Always called after onInput for the same value.
 * - onBlur(): the control lost focus; validate it.
 */
interface FieldBase<T> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  value: T;
  onInput: (value: T) => void;
  onChange?: (value: T) => void;
  onBlur?: () => void;
}

type Omitted = 'value' | 'onChange' | 'onInput' | 'onBlur' | 'children' | 'checked' | 'defaultValue' | 'defaultChecked';

export type TextFieldProps = FieldBase<string> & Omit<InputHTMLAttributes<HTMLInputElement>, Omitted>;

/** A labelled text input (type text, email, password, tel, url, number, search, date...). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, value, onInput, onChange, onBlur, id, required, className, type = 'text', ...rest },
  ref,
) {
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current!, []); // runs after mount
  useCommitListener(input, () => onChange?.(input.current!.value));
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(wiring) => (
        <input
          ref={input}
          className="club-field__control"
          part="field-control"
          type={type}
          {...rest}
          {...wiring}
          value={value}
          onChange={(event) => onInput(event.currentTarget.value)}
          onBlur={() => onBlur?.()}
        />
      )}
    </FieldShell>
  );
});

export type TextareaFieldProps = FieldBase<string> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Omitted>;

/** A labelled multi-line text input. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, hint, error, value, onInput, onChange, onBlur, id, required, className, ...rest },
  ref,
) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => textarea.current!, []); // runs after mount
  useCommitListener(textarea, () => onChange?.(textarea.current!.value));
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(wiring) => (
        <textarea
          ref={textarea}
          className="club-field__control club-field__control--textarea"
          part="field-control"
          {...rest}
          {...wiring}
          value={value}
          onChange={(event) => onInput(event.currentTarget.value)}
          onBlur={() => onBlur?.()}
        />
      )}
    </FieldShell>
  );
});

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldBase<string> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, Omitted | 'multiple'> & {
    options: readonly SelectOption[];
    /** A first option with the empty value ("Select Country"). */
    placeholder?: string;
  };

/** A labelled select; picking an option is both an input and a change. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, value, onInput, onChange, onBlur, id, required, className, options, placeholder, ...rest },
  ref,
) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(wiring) => (
        <select
          ref={ref}
          className="club-field__control club-field__control--select"
          part="field-control"
          {...rest}
          {...wiring}
          value={value}
          onChange={(event) => {
            onInput(event.currentTarget.value);
            onChange?.(event.currentTarget.value);
          }}
          onBlur={() => onBlur?.()}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
});

export type CheckboxFieldProps = FieldBase<boolean> & Omit<InputHTMLAttributes<HTMLInputElement>, Omitted | 'type'>;

/** A checkbox with its label after it (the label may hold links, e.g. the terms). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, hint, error, value, onInput, onChange, onBlur, id, required, className, ...rest },
  ref,
) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} id={id} className={className} inline>
      {(wiring) => (
        <input
          ref={ref}
          type="checkbox"
          className="club-field__checkbox"
          part="field-checkbox"
          {...rest}
          {...wiring}
          checked={value}
          onChange={(event) => {
            onInput(event.currentTarget.checked);
            onChange?.(event.currentTarget.checked);
          }}
          onBlur={() => onBlur?.()}
        />
      )}
    </FieldShell>
  );
});
