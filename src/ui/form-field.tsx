import { forwardRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { blurAfterGesture, FieldShell, useTextControl } from './field-shell.tsx';
import { useReadOnlyFields } from './read-only.ts';

/**
 * Controlled fields shaped for a form helper that validates on blur and change, never on input:
 * - onInput(value): the value changed (every keystroke); store it.
 * - onChange(value): the user committed the value (left an edited text field, picked an option,
 *   toggled a box); validate it. Always called after onInput for the same value.
 * - onBlur(): the control lost focus; validate it.
 * The multi-line, select and checkbox fields are files of their own (textarea-field.tsx,
 * select-field.tsx, checkbox-field.tsx): the login screen's form carries text fields only.
 */
export interface FieldBase<T> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  value: T;
  onInput: (value: T) => void;
  onChange?: (value: T) => void;
  onBlur?: () => void;
}

/** The props a field sets itself (value and handlers), left out of the element's own. */
export type Omitted =
  'value' | 'onChange' | 'onInput' | 'onBlur' | 'children' | 'checked' | 'defaultValue' | 'defaultChecked';

export type TextFieldProps = FieldBase<string> & Omit<InputHTMLAttributes<HTMLInputElement>, Omitted>;

/** A labelled text input (type text, email, password, tel, url, number, search, date...). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, value, onInput, onChange, onBlur, id, required, className, type = 'text', ...rest },
  ref,
) {
  const input = useTextControl(ref, onChange, { value, onInput });
  const readOnly = useReadOnlyFields() || rest.readOnly;
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
          readOnly={readOnly}
          value={value}
          onChange={(event) => onInput(event.currentTarget.value)}
          onBlur={blurAfterGesture(onBlur)}
        />
      )}
    </FieldShell>
  );
});
