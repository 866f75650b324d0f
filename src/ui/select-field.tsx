// A labelled select (the form helper's contract: form-field.tsx FieldBase).
import { forwardRef } from 'react';
import type { SelectHTMLAttributes } from 'react';
import { FieldShell } from './field-shell.tsx';
import type { FieldBase, Omitted } from './form-field.tsx';
import { useReadOnlyFields } from './read-only.ts';

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
  // A select or a box has no read-only state of its own: read-only, it is disabled.
  const disabled = useReadOnlyFields() || rest.disabled;
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(wiring) => (
        <select
          ref={ref}
          className="club-field__control club-field__control--select"
          part="field-control"
          {...rest}
          {...wiring}
          disabled={disabled}
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
