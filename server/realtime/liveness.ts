// Server-side liveness (docs/contracts.md §1.7): a connection silent for activity_timeout
// gets a pusher:ping; if nothing at all arrives within pongTimeout it is declared dead (4201).
// Any frame counts as activity, as in Reverb, so a busy client is never pinged.

export interface LivenessOptions {
  /** Seconds of silence before the server pings. */
  activityTimeout: number;
  /** Seconds to wait for any frame after the ping. */
  pongTimeout: number;
  ping(): void;
  dead(): void;
}

export interface Liveness {
  touch(): void;
  stop(): void;
}

export function watchLiveness(options: LivenessOptions): Liveness {
  let pongTimer: NodeJS.Timeout | undefined;
  const idleTimer = setTimeout(idle, options.activityTimeout * 1000);
  idleTimer.unref();

  function idle(): void {
    options.ping();
    pongTimer = setTimeout(options.dead, options.pongTimeout * 1000);
    pongTimer.unref();
  }

  return {
    touch() {
      clearTimeout(pongTimer);
      pongTimer = undefined;
      idleTimer.refresh();
    },
    stop() {
      clearTimeout(pongTimer);
      clearTimeout(idleTimer);
    },
  };
}
