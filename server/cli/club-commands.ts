// The club's staff commands: publish a post, answer a support ticket, publish new terms,
// add events and appointments, check tickets at the door. Each validates as the API does (the
// same rules and messages), answers the member in the member's language where the member sees it,
// and publishes its realtime cue through the running server (server/cli.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { toTimestamp } from '../clock.ts';
import { nothingRemoved, textRemoved, type CleaningReport } from '../modules/news/sanitize.ts';
import { PostEditorError, writePost } from '../modules/news/post-editor.ts';
import { EMPTY_BODY } from '../modules/news/routes-staff.ts';
import { ValidationError } from '../http/errors.ts';
import type { AppDeps } from '../http/env.ts';
import { validateFields } from '../http/input.ts';
import { rule, text as textOf } from '../../src/shared/contract/endpoint.ts';
import * as v from '../../src/shared/contract/schema.ts';
import { findUserById } from '../auth/repository-users.ts';
import { MESSAGE_MAX } from '../modules/support/routes.ts';
import type { Command, Io } from './commands.ts';
import { cliActor } from '../audit/actors.ts';
import { findInboxTicket, replyToTicket } from '../modules/support/inbox.ts';
import { publishTerms } from '../modules/terms/publish.ts';
import { appointmentCreate, APPOINTMENT_USAGE } from './appointment-create-command.ts';
import { ticketCheck, TICKET_CHECK_USAGE } from './ticket-check-command.ts';
import { cardCheck, CARD_CHECK_USAGE } from './card-check-command.ts';

export const CLUB_USAGE = `
Club staff commands (each with --help):
  post:create --title T --body-file post.html|post.md [--image file] [--language de|en] [--publish-at ISO] [--public]
                                  publish a news post (sanitised body, vanity URL, members told live)
  ticket:reply <id> --text T      answer a member's support ticket (notification + live indicator)
  terms:publish --name N [--name-de N] --url U
                                  publish a new version of a terms document (members must accept it)
  event:create …                  add a public event       (see event:create --help)
  appointment:create …            add a members' appointment (see appointment:create --help)
  ticket:check <payload> [--admit] [--public-key file]
                                  check a scanned ticket offline; --admit records the admission once
  card:check <payload> [--public-key file]
                                  check a scanned membership card offline`;

const HELP: Record<string, string> = {
  'post:create': `Usage: npm run club -- post:create --title T --body-file FILE [--image FILE] [--language de|en] [--publish-at ISO] [--author NAME] [--public]

Publishes a news post. FILE is HTML (.html) or Markdown (.md); the body is cleaned by the server's
allow-list before it is stored. The vanity URL comes from the title. --image is a PNG, JPEG, GIF or
WebP file (at most 2 MB). --language shows the post only to members reading in that language.
--public shows it to the club website's visitors too, without signing in (<club-news-feed>).
Without --publish-at (or with a time already passed) the post is published now: members online see
it at once (App\\Events\\PostPublished on 'news') and every member gets a notification.`,
  'ticket:reply': `Usage: npm run club -- ticket:reply <ticket id> --text T

Adds the staff's answer to the member's support ticket, marks it answered and unread for the
member, notifies the member (in their language) and tells their open portal and widgets
(App\\Events\\TicketUpdated).`,
  'terms:publish': `Usage: npm run club -- terms:publish --name N [--name-de N] --url https://… [--publish-at ISO]

Publishes a new version of the terms document N (a new document when N is new). --name is the
English name the versions share, --name-de the German one members reading German see. Every member sees
the terms-update dialog at their next header load; members online see it at once.`,
  'event:create': APPOINTMENT_USAGE('event'),
  'appointment:create': APPOINTMENT_USAGE('appointment'),
  'ticket:check': TICKET_CHECK_USAGE,
  'card:check': CARD_CHECK_USAGE,
};

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};
const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const TITLE_MAX = 200;

const now = (deps: AppDeps) => toTimestamp(deps.clock.now());

/** Prints a 422 the way the API words it: one line per field message. */
export function printErrors(error: ValidationError, io: Io): number {
  for (const [field, messages] of Object.entries(error.errors))
    for (const message of messages) io.err(`${field}: ${message}`);
  return 2;
}

/** The command's text for `--help`, or null to run it. */
function helpFor(name: string, args: string[]): string | null {
  return args.includes('--help') || args.includes('-h') ? HELP[name]! : null;
}

function readImage(file: string): string {
  const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
  if (!type) throw new ValidationError({ image: ['The image must be a PNG, JPEG, GIF or WebP file.'] });
  const bytes = readFileSync(file);
  if (bytes.length > IMAGE_MAX_BYTES)
    throw new ValidationError({ image: ['The image may not be greater than 2048 kilobytes.'] });
  return `data:${type};base64,${bytes.toString('base64')}`;
}

const isoTime = (field: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check((value) => !Number.isNaN(Date.parse(value)), `The ${field} field must be a valid date.`),
    ),
  );
const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The cleaner's report as lines: what it removed from the body. */
function printRemoved(removed: CleaningReport, io: Io): void {
  if (nothingRemoved(removed)) return;
  const parts = [
    ...Object.entries(removed.elements).map(([name, n]) => `<${name}> ×${n}`),
    ...Object.entries(removed.attributes).map(([key, n]) => `${key.split('/')[1]} on <${key.split('/')[0]}> ×${n}`),
    ...(removed.addresses ? [`refused addresses ×${removed.addresses}`] : []),
  ];
  io.out(`Removed from the body: ${parts.join(', ')}.`);
}

const postCreate: Command = async (deps, args, io) => {
  const { values } = parseArgs({
    args,
    options: {
      title: { type: 'string' },
      'body-file': { type: 'string' },
      image: { type: 'string' },
      language: { type: 'string' },
      'publish-at': { type: 'string' },
      author: { type: 'string' },
      public: { type: 'boolean' },
    },
  });
  const input = validateFields(
    v.object({
      title: textOf(TITLE_MAX),
      'body-file': v.string(),
      language: v.optional(v.picklist(['en', 'de'])),
      'publish-at': isoTime('publish at'),
      image: v.optional(v.string()),
      author: v.optional(textOf(100)),
    }),
    values as Record<string, unknown>,
  );
  const file = input['body-file'];
  const body = readFileSync(file, 'utf8');
  const format = /\.(md|markdown)$/i.test(file) ? 'markdown' : 'html';
  const publishedAt = input['publish-at'] ? new Date(input['publish-at']) : deps.clock.now();
  // the staff area's service: the cleaned body, its audit entry and, when due, the announcement
  const { post, removed, notified } = await writePost(deps, cliActor(), null, {
    title: input.title,
    body,
    format,
    imageUrl: input.image ? readImage(input.image) : null,
    language: input.language ?? null,
    publishedAt,
    author: input.author,
    public: values.public === true,
  }).catch((error: unknown) => {
    if (error instanceof PostEditorError && error.code === 'empty')
      throw new ValidationError({ 'body-file': [EMPTY_BODY] });
    throw error;
  });
  printRemoved(removed, io);
  const words = format === 'html' ? textRemoved(body, post.body_html) : [];
  if (words.length > 0) io.out(`Text removed with them: "${words.join(' ')}".`);
  if (post.published_at! > now(deps)) {
    io.out(
      `Post ${post.id} (/post/${post.id}/${post.vanity_url}) scheduled for ${post.published_at}; the running server announces it then.`,
    );
    return 0;
  }
  io.out(`Published post ${post.id}: /post/${post.id}/${post.vanity_url} (${notified} members notified).`);
  return 0;
};

const ticketReply: Command = async (deps, args, io) => {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { text: { type: 'string' } } });
  const input = validateFields(v.object({ id: v.pipe(v.number(), v.safeInteger()), text: textOf(MESSAGE_MAX) }), {
    id: positionals[0],
    text: values.text?.trim(),
  });
  // the support inbox's tickets only: a confidential one is the prevention officer's (KCanG §23)
  const found = findInboxTicket(deps.db, input.id);
  const ticket = found && { id: found.ticket.id, user_id: found.ticket.user_id };
  if (!ticket) {
    io.err(`No support ticket ${input.id}.`);
    return 1;
  }
  // the staff area's service: the answer, its audit entry, the member's notification and live cue
  await replyToTicket(deps, cliActor(), ticket.id, input.text);
  const member = findUserById(deps.db, ticket.user_id)!;
  io.out(`Answered ticket ${ticket.id} of ${member.email}.`);
  return 0;
};

const termsPublish: Command = async (deps, args, io) => {
  const { values } = parseArgs({
    args,
    options: {
      name: { type: 'string' },
      'name-de': { type: 'string' },
      url: { type: 'string' },
      'publish-at': { type: 'string' },
    },
  });
  const input = validateFields(
    v.object({
      name: textOf(100),
      'name-de': v.optional(textOf(100)),
      url: v.pipe(textOf(2000), v.check(isHttpUrl, rule('url'))),
      'publish-at': isoTime('publish at'),
    }),
    values as Record<string, unknown>,
  );
  // the staff area's service: the version, its audit entry and the live cue
  const { version, published_at: publishedAt } = await publishTerms(deps, cliActor(), {
    name: input.name,
    nameDe: input['name-de'],
    url: input.url,
    publishAt: input['publish-at'] ? new Date(input['publish-at']) : null,
  });
  io.out(`Published ${input.name} version ${version} (${publishedAt}).`);
  return 0;
};

function withHelp(name: string, command: Command): Command {
  return async (deps, args, io) => {
    const help = helpFor(name, args);
    if (help !== null) {
      io.out(help);
      return 0;
    }
    try {
      return await command(deps, args, io);
    } catch (error) {
      if (error instanceof ValidationError) return printErrors(error, io);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        io.err(`No such file: ${(error as NodeJS.ErrnoException).path}`);
        return 1;
      }
      throw error;
    }
  };
}

export const clubCommands: Record<string, Command> = {
  'post:create': withHelp('post:create', postCreate),
  'ticket:reply': withHelp('ticket:reply', ticketReply),
  'terms:publish': withHelp('terms:publish', termsPublish),
  'event:create': withHelp('event:create', (deps, args, io) => appointmentCreate('event', deps, args, io)),
  'appointment:create': withHelp('appointment:create', (deps, args, io) =>
    appointmentCreate('appointment', deps, args, io),
  ),
  'ticket:check': withHelp('ticket:check', ticketCheck),
  'card:check': withHelp('card:check', cardCheck),
};
