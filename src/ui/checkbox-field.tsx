// A labelled checkbox (the form helper's contract: form-field.tsx FieldBase).
import { forwardRef, useImperativeHandle, useRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import { FieldShell, useValueTypedBefore } from './field-shell.tsx';
import type { FieldBase, Omitted } from './form-field.tsx';
import { useReadOnlyFields } from './read-only.ts';

export type CheckboxFieldProps = FieldBase<boolean> & Omit<InputHTMLAttributes<HTMLInputElement>, Omitted | 'type'>;

/** A checkbox with its label after it (the label may hold links, e.g. the terms). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, hint, error, value, onInput, onChange, onBlur, id, required, className, ...rest },
  ref,
) {
  // A select or a box has no read-only state of its own: read-only, it is disabled.
  const disabled = useReadOnlyFields() || rest.disabled;
  const box = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => box.current!, []);
  useValueTypedBefore(box, (element) => element.checked, value, onInput);
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} id={id} className={className} inline>
      {(wiring) => (
        <input
          ref={box}
          type="checkbox"
          className="club-field__checkbox"
          part="field-checkbox"
          {...rest}
          {...wiring}
          disabled={disabled}
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
