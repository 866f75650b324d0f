// The toast queue: short success/info/warning/error messages that go away by themselves.
// Views render $toasts (see toast.tsx); anything may call showToast().
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** Milliseconds until it dismisses itself; 0 keeps it until dismissed. */
  timeout: number;
}

export interface ToastInput {
  kind: ToastKind;
  text: string;
  timeout?: number;
}

export const DEFAULT_TOAST_TIMEOUT = 5000;
/** More than this and the oldest goes, so the stack never covers a phone screen. */
export const MAX_TOASTS = 4;

const toasts = atom<readonly Toast[]>([]);
export const $toasts: ReadableAtom<readonly Toast[]> = toasts;

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}
const timers = new Map<number, Timer>();
let nextId = 0;
let paused = false;

/** Shows a toast and returns its id. */
export function showToast({ kind, text, timeout = DEFAULT_TOAST_TIMEOUT }: ToastInput): number {
  const toast: Toast = { id: ++nextId, kind, text, timeout };
  const list = [...toasts.get(), toast];
  for (const old of list.slice(0, Math.max(0, list.length - MAX_TOASTS))) stopTimer(old.id);
  toasts.set(list.slice(-MAX_TOASTS));
  if (timeout > 0) {
    timers.set(toast.id, { handle: undefined, remaining: timeout, startedAt: 0 });
    if (!paused) startTimer(toast.id);
  }
  return toast.id;
}

export function dismissToast(id: number): void {
  stopTimer(id);
  toasts.set(toasts.get().filter((toast) => toast.id !== id));
}

/** Removes every toast (logout, tests). */
export function clearToasts(): void {
  for (const id of [...timers.keys()]) stopTimer(id);
  paused = false;
  toasts.set([]);
}

/** Holds the timers while the member points at or focuses the toasts, so they can be read. */
export function pauseToasts(): void {
  if (paused) return;
  paused = true;
  for (const timer of timers.values()) {
    clearTimeout(timer.handle);
    timer.remaining -= Date.now() - timer.startedAt;
  }
}

export function resumeToasts(): void {
  if (!paused) return;
  paused = false;
  for (const id of timers.keys()) startTimer(id);
}

function startTimer(id: number) {
  const timer = timers.get(id)!;
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissToast(id), Math.max(0, timer.remaining));
}

function stopTimer(id: number) {
  clearTimeout(timers.get(id)?.handle);
  timers.delete(id);
}
