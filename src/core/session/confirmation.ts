// A fresh confirmation for a move the server guards (docs/threats.md T27): when the API answers
// 423 "Password confirmation required." (Laravel's RequirePassword), the member confirms in a
// dialog (the password, or with 2FA on the authenticator's code), POST user/confirm-password, and
// the move is sent once more. The dialog renders $confirmation (src/modules/common/components/
// confirmation-dialog.tsx); this file is its logic.
//
//   export const addWithdrawAccount = (account) => withConfirmation(() => currentApi().post('wallet/withdraw-accounts', account));
import { atom, type ReadableAtom } from 'nanostores';
import type { Api } from '../api/api.ts';
import { ApiError, TooManyRequestsError, ValidationError } from '../api/errors.ts';
import { getRuntime } from '../runtime.ts';

export type ConfirmationKind = 'password' | 'totp';

export interface ConfirmationState {
  /** What the member confirms with. */
  kind: ConfirmationKind;
  busy: boolean;
  /** Why the last try was refused, as the server said it (wrong password, too many tries). */
  problem: string | null;
}

// pure: a bundle that never asks for a confirmation (the widgets) keeps none of this file
const confirmation = /* @__PURE__ */ atom<ConfirmationState | null>(null);
/** The dialog's state; null while none is asked for. */
export const $confirmation: ReadableAtom<ConfirmationState | null> = confirmation;

let answer: ((confirmed: boolean) => void) | null = null;

/** The server's 423 for a move that needs a fresh confirmation, with what to ask for. */
export function confirmationNeeded(error: unknown): ConfirmationKind | null {
  if (!(error instanceof ApiError) || error.status !== 423) return null;
  return (error.body as { confirm?: unknown }).confirm === 'totp' ? 'totp' : 'password';
}

/** Opens the dialog; resolves true once confirmed, false when the member cancels. */
function ask(kind: ConfirmationKind): Promise<boolean> {
  answer?.(false); // one dialog at a time: an older request gives up
  confirmation.set({ kind, busy: false, problem: null });
  return new Promise((resolve) => {
    answer = (confirmed) => {
      answer = null;
      confirmation.set(null);
      resolve(confirmed);
    };
  });
}

/**
 * Runs `move`; answered 423, asks the member to confirm and runs it once more. Cancelled, the 423
 * is thrown on (the caller shows nothing more: the member chose not to).
 */
export async function withConfirmation<T>(move: () => Promise<T>): Promise<T> {
  try {
    return await move();
  } catch (error) {
    const kind = confirmationNeeded(error);
    if (kind === null || !(await ask(kind))) throw error;
    return move();
  }
}

/** The dialog's submit: POST user/confirm-password; a refusal stays in the dialog as `problem`. */
export async function submitConfirmation(value: string, api: Pick<Api, 'post'> = getRuntime().api): Promise<void> {
  const state = confirmation.get();
  if (!state || state.busy) return;
  confirmation.set({ ...state, busy: true, problem: null });
  try {
    await api.post('user/confirm-password', state.kind === 'totp' ? { code: value.trim() } : { password: value });
    answer?.(true);
  } catch (error) {
    const problem =
      error instanceof ValidationError || error instanceof TooManyRequestsError
        ? error.message
        : error instanceof Error
          ? error.message
          : String(error);
    if (confirmation.get()) confirmation.set({ ...state, busy: false, problem });
  }
}

/** The dialog's cancel (also Escape). */
export function cancelConfirmation(): void {
  answer?.(false);
}
