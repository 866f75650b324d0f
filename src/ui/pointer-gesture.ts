// A tap or click in progress: from the pointer going down until the click it makes (or shortly after
// the pointer is lifted, when no click follows). A text field that loses focus to that tap validates
// only once the click is through, so a message appearing or disappearing under the field cannot move
// the button away between pointer-down and click (on phones focus moves after the finger is lifted,
// just before the click). docs/spec.md §5.
const NO_CLICK_MS = 600;
/** A press held this long is not a tap any more (and a pointer-up lost to another window never holds forever). */
const LONGEST_PRESS_MS = 3000;

let held = false;
let fallback: ReturnType<typeof setTimeout> | null = null;
const waiting: (() => void)[] = [];
let installed = false;

function release(): void {
  if (!held) return;
  held = false;
  if (fallback !== null) clearTimeout(fallback);
  fallback = null;
  const queued = waiting.splice(0);
  // After the click's own handlers: the submit it starts sees the values as they were typed.
  if (queued.length > 0) setTimeout(() => queued.forEach((run) => run()), 0);
}

function install(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const options = { capture: true, passive: true };
  window.addEventListener(
    'pointerdown',
    () => {
      held = true;
      if (fallback !== null) clearTimeout(fallback);
      fallback = setTimeout(release, LONGEST_PRESS_MS);
    },
    options,
  );
  window.addEventListener(
    'pointerup',
    () => {
      if (!held) return;
      if (fallback !== null) clearTimeout(fallback);
      fallback = setTimeout(release, NO_CLICK_MS);
    },
    options,
  );
  window.addEventListener('pointercancel', release, options);
  window.addEventListener('keydown', release, options);
  // Bubbling phase, last: the click's target has handled it.
  window.addEventListener('click', release, { passive: true });
}

/** Runs `fn` now, or once the tap or click in progress is through. */
export function afterPointerGesture(fn: () => void): void {
  install();
  if (held) waiting.push(fn);
  else fn();
}

/** Starts watching pointers (a field calls it when it mounts, so the first tap is seen). */
export const watchPointerGestures = install;
