// Binds one field of a core form (createForm) to the UI kit's fields: typing stores, committing
// and leaving validate (docs/spec.md §5), and the message next to the field is the form's. Used by every
// form of the portal and the widgets.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $locale } from '../core/i18n/i18n.ts';
import type { Form } from '../core/validation.ts';

/** The form's messages shown now follow a language switch (docs/spec.md §4: switchable at any time). */
export function useFormTexts(form: Pick<Form<Record<string, unknown>>, 'retranslate'>): void {
  const locale = useStore($locale);
  useEffect(() => form.retranslate(), [form, locale]);
}

export function useFormField<V extends Record<string, unknown>, K extends keyof V & string>(form: Form<V>, name: K) {
  const values = useStore(form.$values);
  const errors = useStore(form.$errors);
  useFormTexts(form);
  return {
    name,
    value: values[name],
    error: errors[name] ?? null,
    onInput: (value: V[K]) => form.input(name, value),
    onChange: (value: V[K]) => form.change(name, value),
    onBlur: () => form.blur(name),
  };
}
