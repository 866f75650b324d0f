// What the club's staff do while a member watches the widgets, through their own commands as
// staff run them (`npm run club -- ticket:reply`, `post:create`): the command writes the
// answer or the post and publishes TicketUpdated / PostPublished itself. The member's ticket is
// found by its subject through the API, as the member sees it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { club } from '../embed-helpers.ts';
import type { RunningServer } from './server.ts';

type Target = Pick<RunningServer, 'port' | 'databasePath' | 'baseURL'>;

/** The id of the member `email`'s support ticket `subject`, from GET /api/support/tickets. */
async function ticketId(server: Target, email: string, subject: string): Promise<number> {
  const token = await club(server, 'token', email);
  const response = await fetch(`${server.baseURL}/api/support/tickets`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  const tickets = ((await response.json()) as { data: { id: number; subject: string }[] }).data;
  const ticket = tickets.find((candidate) => candidate.subject === subject);
  if (!ticket) throw new Error(`${email} has no ticket "${subject}"`);
  return ticket.id;
}

/** Staff answer the member's ticket `subject` with `club ticket:reply`. */
export async function answerTicket(
  server: Target,
  email: string,
  subject: string,
  text = 'We have answered your question.',
): Promise<void> {
  await club(server, 'ticket:reply', String(await ticketId(server, email, subject)), '--text', text);
}

/** The club publishes a post now with `club post:create`. */
export async function publishPost(server: Target, title: string): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'club-post-'));
  try {
    const body = path.join(dir, 'post.md');
    await writeFile(body, `${title}: all the details.\n`);
    await club(server, 'post:create', '--title', title, '--body-file', body);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
