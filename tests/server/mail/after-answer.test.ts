// Mail sent after a write's answer: handed to the mailer on a later turn, never before the caller
// goes on, and not while a burst of requests is still arriving (at most MAX_WAIT_MS later); a failed
// send is logged and the queue still settles.
import { channel } from 'node:diagnostics_channel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_WAIT_MS, mailAfterAnswer, QUIET_MS, queuedMailSent } from '../../../server/mail/after-answer.ts';
import type { Mailer, MailMessage } from '../../../server/mail/mailer.ts';

function recording() {
  const sent: MailMessage[] = [];
  const warnings: [string, Record<string, unknown> | undefined][] = [];
  const mailer: Mailer = { send: async (message) => void sent.push(message) };
  const log = {
    info() {},
    error() {},
    warn: (message: string, context?: Record<string, unknown>) => warnings.push([message, context]),
  };
  return { sent, warnings, deps: { mailer, log } };
}

const message = (subject: string): MailMessage => ({ to: 'mia@club.test', subject, text: subject });

describe('mail after the answer', () => {
  it('is handed to the mailer only after the code that queued it has gone on', async () => {
    const { sent, deps } = recording();
    mailAfterAnswer(deps, () => deps.mailer.send(message('first')));
    await Promise.resolve();
    expect(sent).toEqual([]);
    await queuedMailSent(deps.mailer);
    expect(sent.map((mail) => mail.subject)).toEqual(['first']);
  });

  it('logs a send that fails, without its message, and still settles the rest', async () => {
    const { sent, warnings, deps } = recording();
    mailAfterAnswer(deps, async () => {
      throw new Error('mail server refused');
    });
    mailAfterAnswer(deps, () => deps.mailer.send(message('second')));
    await queuedMailSent(deps.mailer);
    expect(sent.map((mail) => mail.subject)).toEqual(['second']);
    expect(warnings).toEqual([['Mail not sent', { error: 'mail server refused' }]]);
  });
});

describe('mail after a burst of requests', () => {
  afterEach(() => vi.useRealTimers());

  const arrive = () => channel('http.server.request.start').publish({});

  it('waits while requests keep arriving and goes once none arrived for a moment', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] });
    const { sent, deps } = recording();
    arrive();
    mailAfterAnswer(deps, () => deps.mailer.send(message('bank details')));
    for (let i = 0; i < 20; i++) {
      await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
      arrive();
    }
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    await queuedMailSent(deps.mailer);
    expect(sent.map((mail) => mail.subject)).toEqual(['bank details']);
  });

  it('does not wait for ever on a server that is never quiet', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] });
    const { sent, deps } = recording();
    mailAfterAnswer(deps, () => deps.mailer.send(message('first')));
    mailAfterAnswer(deps, () => deps.mailer.send(message('second')));
    for (let waited = 0; waited <= MAX_WAIT_MS; waited += QUIET_MS / 2) {
      arrive();
      await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
    }
    await queuedMailSent(deps.mailer);
    expect(sent.map((mail) => mail.subject)).toEqual(['first', 'second']);
  });
});
