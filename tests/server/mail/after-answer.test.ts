// Mail sent after a write's answer: handed to the mailer on a later turn, never before the caller
// goes on; a failed send is logged and the queue still settles.
import { describe, expect, it } from 'vitest';
import { mailAfterAnswer, queuedMailSent } from '../../../server/mail/after-answer.ts';
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
