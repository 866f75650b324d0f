// What the club's staff and backend do while a member watches the widgets, done here against the
// server's database and published through its Pusher trigger API exactly as the CLI publishes
// (`club notify`): a staff answer to a ticket (TicketUpdated) and a new post (PostPublished on
// 'news'), until the staff commands that will do the same (`club ticket:reply`, `post:create`,
// issue 13) land; the wallet's `club order:paid` (WalletUpdated) is used as it is.
import { createRemoteBroadcaster } from '../../../server/realtime/broadcasting.ts';
import { toTimestamp } from '../../../server/clock.ts';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase, type Database } from '../../../server/db/open.ts';
import { insertPost } from '../../../server/modules/news/repository.ts';
import { userChannel } from '../../../server/modules/notifications/repository.ts';
import { insertTicketMessage } from '../../../server/modules/support/repository-tickets.ts';
import { POST_PUBLISHED_EVENT, NEWS_CHANNEL, TICKET_UPDATED_EVENT } from '../../../src/shared/contract/realtime-events.ts';
import { serverEnv, type RunningServer } from './server.ts';

type Target = Pick<RunningServer, 'port' | 'databasePath'>;

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const now = () => toTimestamp(new Date());

async function withDatabase<T>(server: Target, act: (db: Database) => T): Promise<T> {
  const db = openDatabase(server.databasePath);
  try {
    return act(db);
  } finally {
    db.close();
  }
}

function publish(server: Target, channel: string, event: string, payload: Record<string, unknown>): Promise<void> {
  const broadcaster = createRemoteBroadcaster(loadConfig({ env: serverEnv(server.port, server.databasePath), envFile: null }), quiet);
  return broadcaster.broadcast([channel], event, payload);
}

const memberId = (db: Database, email: string) => (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;

/** Staff answer the member's ticket `subject`; the member's channel hears TicketUpdated. */
export async function answerTicket(server: Target, email: string, subject: string, body = 'We have answered your question.'): Promise<void> {
  const { userId, ticketId } = await withDatabase(server, (db) => {
    const userId = memberId(db, email);
    const ticketId = (db.prepare('SELECT id FROM support_tickets WHERE subject = ? AND user_id = ?').get(subject, userId) as { id: number }).id;
    insertTicketMessage(db, ticketId, 'staff', body, now());
    return { userId, ticketId };
  });
  await publish(server, userChannel(userId), TICKET_UPDATED_EVENT, { ticket_id: ticketId });
}

/** The club publishes a post; the public channel `news` hears PostPublished. */
export async function publishPost(server: Target, title: string): Promise<void> {
  const id = await withDatabase(server, (db) =>
    insertPost(db, { title, vanity_url: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), excerpt: `${title}: all the details.`, body_html: `<p>${title}</p>`, image_url: null, author: 'The board', published_at: now() }, now()).id,
  );
  await publish(server, NEWS_CHANNEL, POST_PUBLISHED_EVENT, { id });
}
