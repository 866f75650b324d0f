import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { cx } from './class-names.ts';
import { useHydrated } from './use-hydrated.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks while keeping focus on the button. */
  loading?: boolean;
  /** Stretches to the width of its container (phones, dialog footers). */
  block?: boolean;
  /** An icon before the text, e.g. <Icon name="logout" />. */
  icon?: ReactNode;
}

/** A button that defaults to type="button", so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    block = false,
    icon,
    type = 'button',
    className,
    children,
    onClick,
    disabled,
    ...rest
  },
  ref,
) {
  // A prerendered form submits once its script is there (useHydrated): before, a press or the Enter
  // key would send it as a plain form, the password in the URL.
  const hydrated = useHydrated();
  // While loading the button stays focusable (aria-disabled, not disabled) so focus is not lost.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={cx(
        'club-button',
        `club-button--${variant}`,
        `club-button--${size}`,
        block && 'club-button--block',
        loading && 'club-button--loading',
        className,
      )}
      part="button"
      disabled={disabled || (!hydrated && type === 'submit')}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <span className="club-button__spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
});
