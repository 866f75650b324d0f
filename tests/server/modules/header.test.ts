// GET user/header (server/modules/header.ts): every module's part read in ONE statement.
import { describe, expect, it } from 'vitest';
import { createWorld } from '../helpers.ts';

describe('GET user/header', () => {
  it('reads the counts and term updates of every module in one database statement.', async () => {
    const w = createWorld({ env: { FEATURE_CHAT: 'true', FEATURE_TICKETS: 'true' } });
    const token = w.tokenFor(await w.createUser());
    const prepared: string[] = [];
    const prepare = w.db.prepare.bind(w.db);
    w.db.prepare = ((text: string) => (prepared.push(text), prepare(text))) as typeof w.db.prepare;
    const res = await w.call('GET', '/api/user/header', { token });
    expect(res.status).toBe(200);
    const reading = prepared.filter((text) =>
      /notifications|terms_documents|support_tickets|conversation_user/.test(text),
    );
    expect(reading).toHaveLength(1);
    for (const table of ['notifications', 'terms_documents', 'support_tickets', 'conversation_user'])
      expect(reading[0]).toContain(table);
  });
});
