// A labelled multi-line text input (the form helper's contract: form-field.tsx FieldBase).
import { forwardRef } from 'react';
import type { TextareaHTMLAttributes } from 'react';
import { blurAfterGesture, FieldShell, useTextControl } from './field-shell.tsx';
import type { FieldBase, Omitted } from './form-field.tsx';
import { useReadOnlyFields } from './read-only.ts';

export type TextareaFieldProps = FieldBase<string> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Omitted>;

/** A labelled multi-line text input. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, hint, error, value, onInput, onChange, onBlur, id, required, className, ...rest },
  ref,
) {
  const textarea = useTextControl(ref, onChange);
  const readOnly = useReadOnlyFields() || rest.readOnly;
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(wiring) => (
        <textarea
          ref={textarea}
          className="club-field__control club-field__control--textarea"
          part="field-control"
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
