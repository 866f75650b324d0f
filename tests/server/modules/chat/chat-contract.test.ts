// The chat answers are what /api/openapi.json documents (docs/architecture.md decision 7), and bad input
// on the chat routes (chat switched on) gets a 4xx in Laravel's shape, never a 5xx.
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../helpers.ts';
import { schemaProblems } from '../wallet/wallet-helpers.ts';

async function chatWorld() {
  const w = createWorld({ env: { FEATURE_CHAT: 'true' } });
  const ada = await w.createUser({ email: 'ada@club.test' });
  const bob = await w.createUser({ email: 'bob@club.test', sponsor_id: ada.id });
  const eve = await w.createUser({ email: 'eve@club.test', sponsor_id: ada.id });
  return { w, ada, bob, tokens: { ada: w.tokenFor(ada), bob: w.tokenFor(bob), eve: w.tokenFor(eve) } };
}

describe('chat contract', () => {
  it('answers every chat call with the documented status and body shape.', async () => {
    const { w, bob, tokens } = await chatWorld();
    const doc = (await w.call('GET', '/api/openapi.json')).body;
    const started = await w.call('POST', '/api/chat/conversations', {
      token: tokens.ada,
      body: { member_id: bob.id, body: 'Hello' },
    });
    const id = started.body.conversation.id;
    const calls: [method: string, path: string, documented: string, status: number, token: string, body?: unknown][] = [
      [
        'POST',
        '/api/chat/conversations',
        '/api/chat/conversations',
        201,
        tokens.bob,
        { email: 'eve@club.test', body: 'Hi Eve' },
      ],
      ['POST', '/api/chat/conversations', '/api/chat/conversations', 422, tokens.bob, { body: 'nobody' }],
      ['GET', '/api/chat/conversations', '/api/chat/conversations', 200, tokens.bob],
      ['GET', `/api/chat/conversations/${id}`, '/api/chat/conversations/{id}', 200, tokens.bob],
      ['GET', `/api/chat/conversations/${id}`, '/api/chat/conversations/{id}', 404, tokens.eve],
      [
        'POST',
        `/api/chat/conversations/${id}/messages`,
        '/api/chat/conversations/{id}/messages',
        201,
        tokens.bob,
        { body: 'Hi Ada' },
      ],
      [
        'POST',
        `/api/chat/conversations/${id}/messages`,
        '/api/chat/conversations/{id}/messages',
        422,
        tokens.bob,
        { body: '' },
      ],
      [
        'GET',
        `/api/chat/conversations/${id}/messages?page=1`,
        '/api/chat/conversations/{id}/messages',
        200,
        tokens.ada,
      ],
      ['GET', '/api/chat/conversations', '/api/chat/conversations', 401, 'not-a-token'],
    ];
    for (const [method, path, documented, status, token, body] of calls) {
      const res = await w.call(method, path, { token, body });
      expect(`${method} ${path} -> ${res.status}`).toBe(`${method} ${path} -> ${status}`);
      const response = doc.paths[documented][method.toLowerCase()].responses[status];
      expect(response, `${method} ${documented} documents ${status}`).toBeDefined();
      const schema = response.content['application/json'].schema;
      expect(schemaProblems(schema, res.body, doc.components.schemas), `${method} ${path}`).toEqual([]);
    }
    const read = await w.call('POST', `/api/chat/conversations/${id}/read`, { token: tokens.ada });
    expect(read.status).toBe(204);
    expect(doc.paths['/api/chat/conversations/{id}/read'].post.responses[204]).toBeDefined();
  });

  it('never answers 5xx to fields of the wrong type on the chat routes.', async () => {
    const junk: unknown[] = [
      null,
      0,
      -1,
      1e308,
      true,
      [],
      ['a'],
      {},
      { $ne: 1 },
      'x'.repeat(6000),
      '\u0000',
      '<script>',
    ];
    const { w, bob, tokens } = await chatWorld();
    const id = (
      await w.call('POST', '/api/chat/conversations', { token: tokens.ada, body: { member_id: bob.id, body: 'Hello' } })
    ).body.conversation.id;
    for (const value of junk) {
      for (const [path, field] of [
        ['/api/chat/conversations', 'member_id'],
        ['/api/chat/conversations', 'email'],
        ['/api/chat/conversations', 'body'],
        [`/api/chat/conversations/${id}/messages`, 'body'],
      ] as const) {
        w.clock.advance(3000); // stay under the send limit so validation is reached
        const res = await w.call('POST', path, {
          token: tokens.ada,
          body: { member_id: bob.id, body: 'ok', [field]: value },
        });
        expect(res.status, `${path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`).toBeLessThan(500);
      }
    }
  });
});
