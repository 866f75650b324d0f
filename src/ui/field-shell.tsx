import { useEffect, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import type { ForwardedRef, ReactNode, RefObject } from 'react';
import { cx } from './class-names.ts';
import { useUniqueId } from './use-id.ts';
import { afterPointerGesture, watchPointerGestures } from './pointer-gesture.ts';

/** The attributes that tie a control to its label, hint and error message. */
export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldShellProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown under the control; any non-empty text marks the control invalid. */
  error?: string | null;
  required?: boolean;
  /** Puts the label after the control (checkboxes). */
  inline?: boolean;
  id?: string;
  className?: string;
  children: (control: ControlWiring) => ReactNode;
}

/** Label, hint and error message around one control, wired by id for assistive technology. */
export function FieldShell({ label, hint, error, required, inline, id, className, children }: FieldShellProps) {
  const generated = useUniqueId('club-field');
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const control = children({
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required ? true : undefined,
  });
  const labelElement = (
    <label className="club-field__label" htmlFor={controlId} part="field-label">
      {label}
      {required && (
        <span className="club-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
  return (
    <div
      className={cx('club-field', inline && 'club-field--inline', error && 'club-field--invalid', className)}
      part="field"
    >
      {inline ? (
        <div className="club-field__row">
          {control}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {control}
        </>
      )}
      {hint && (
        <p id={hintId} className="club-field__hint" part="field-hint">
          {hint}
        </p>
      )}
      {/* Always present so the polite live region exists before a message appears in it. */}
      <p id={errorId} className="club-field__error" part="field-error" aria-live="polite">
        {error || ''}
      </p>
    </div>
  );
}

/**
 * Calls `handler` on the DOM `change` event, i.e. when the user commits a value (leaves an edited
 * text field, picks an option, toggles a box). React's and preact/compat's onChange fire on every
 * keystroke for text inputs, so the commit is listened to natively.
 */
export function useCommitListener(ref: RefObject<HTMLElement | null>, handler: ((event: Event) => void) | undefined) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const listener = (event: Event) => latest.current?.(event);
    element.addEventListener('change', listener);
    return () => element.removeEventListener('change', listener);
  }, [ref]);
}

/**
 * A control's value already in the page when it mounts, different from the form's: typed (or filled
 * in by the browser) into prerendered markup before the script hydrated it. React keeps the typed
 * text on screen, not in the form: the form takes it over, before any later render could reset it.
 */
export function useValueTypedBefore<E extends HTMLInputElement | HTMLTextAreaElement, V extends string | boolean>(
  control: RefObject<E | null>,
  read: (element: E) => V,
  value: V,
  onInput: ((value: V) => void) | undefined,
) {
  useLayoutEffect(() => {
    const element = control.current;
    if (!element || !onInput) return;
    const shown = read(element);
    if (shown !== value) onInput(shown);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, as the control mounts: later values are the form's
  }, []);
}

/** A text control's own ref (handed to the caller's `ref` too), reporting each committed value to `onChange`. */
export function useTextControl<E extends HTMLInputElement | HTMLTextAreaElement>(
  ref: ForwardedRef<E>,
  onChange: ((value: string) => void) | undefined,
  typed?: { value: string; onInput: (value: string) => void },
): RefObject<E | null> {
  const control = useRef<E>(null);
  useImperativeHandle(ref, () => control.current!, []); // runs after mount
  useEffect(watchPointerGestures, []);
  // Committed by leaving the field: validated once a tap that took the focus is through (ui/pointer-gesture.ts).
  useCommitListener(control, () => {
    const value = control.current!.value;
    // A value replaced meanwhile (the form was reset after the submit) is not committed again.
    afterPointerGesture(() => {
      if (control.current?.value === value) onChange?.(value);
    });
  });
  useValueTypedBefore<E, string>(control, (element) => element.value, typed?.value ?? '', typed?.onInput);
  return control;
}

/** Leaving a text field: validated once a tap that took the focus is through (ui/pointer-gesture.ts). */
export const blurAfterGesture = (onBlur: (() => void) | undefined) => () => afterPointerGesture(() => onBlur?.());
