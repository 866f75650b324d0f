// A few times a second the hub ends every subscription whose login has ended since (docs/threats.md
// T29), asking the session store about all of them in one query.
import type { SessionWatch } from '../auth/session-watch.ts';
import type { Connection } from './hub-types.ts';

/** Starts the sweep (unref'd: it keeps no process alive); answers its stop. */
export function sweepEndedSessions(
  connections: () => Iterable<Connection>,
  sessions: SessionWatch,
  end: (connection: Connection, channel: string) => void,
  everyMs = 250,
): () => void {
  const timer = setInterval(() => {
    const bySession = new Map<number, [Connection, string][]>();
    for (const connection of connections())
      for (const [channel, grant] of connection.grants) {
        const list = bySession.get(grant.sessionId) ?? [];
        list.push([connection, channel]);
        bySession.set(grant.sessionId, list);
      }
    if (bySession.size === 0) return;
    for (const sessionId of sessions.ended([...bySession.keys()]))
      for (const [connection, channel] of bySession.get(sessionId)!) end(connection, channel);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
