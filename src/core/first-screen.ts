// What waits for the page's first screen (docs/architecture.md decision 16): the portal says when
// its first screen shows what it is for (the Dashboard: its cards with their data), and work that
// screen does not show (the realtime connection) starts after it. Nothing holds a widget's page.

let gate: Promise<void> | null = null;

/** Holds back what waits for the first screen until `shown` settles (fulfilled or not). */
export function holdUntilFirstScreen(shown: Promise<unknown>): void {
  const held: Promise<void> = shown
    .then(
      () => undefined,
      () => undefined,
    )
    .then(() => {
      if (gate === held) gate = null;
    });
  gate = held;
}

/** The first screen still being held: resolves once it is shown; null when nothing holds (start at once). */
export function firstScreenHeld(): Promise<void> | null {
  return gate;
}
