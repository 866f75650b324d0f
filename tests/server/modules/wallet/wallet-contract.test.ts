// The wallet and appointment answers are what /api/openapi.json documents (docs/architecture.md decision
// 7): every documented required key is there, nothing undocumented is sent, types and enums hold.
import { describe, expect, it } from 'vitest';
import { createWalletWorld, schemaProblems } from './wallet-helpers.ts';

const CALLS: [method: string, path: string, documented: string, status: number][] = [
  ['GET', '/api/wallet', '/api/wallet', 200],
  ['GET', '/api/wallet/transactions?page=2', '/api/wallet/transactions', 200],
  ['GET', '/api/wallet/transactions/TX-2025-000023', '/api/wallet/transactions/{label}', 200],
  ['GET', '/api/wallet/transactions/TX-2025-000023/pdf', '/api/wallet/transactions/{label}/pdf', 200],
  ['GET', '/api/wallet/transactions/TX-2099-000001', '/api/wallet/transactions/{label}', 404],
  ['GET', '/api/wallet/transactions?type=gift', '/api/wallet/transactions', 422],
  ['GET', '/api/wallet/orders', '/api/wallet/orders', 200],
  ['GET', '/api/wallet/orders/ORD-2025-000008', '/api/wallet/orders/{label}', 200],
  ['GET', '/api/wallet/withdrawals/WD-2025-000002', '/api/wallet/withdrawals/{label}', 200],
  ['GET', '/api/appointments', '/api/appointments', 200],
  ['GET', '/api/events', '/api/events', 200],
  ['GET', '/api/appointments/next', '/api/appointments/next', 200],
  ['GET', '/api/appointments/APT-2025-000008', '/api/appointments/{label}', 200],
  ['GET', '/api/tickets/TCK-2025-000005', '/api/tickets/{label}', 200],
  ['POST', '/api/appointments/1/tickets', '/api/appointments/{id}/tickets', 201],
  ['POST', '/api/appointments/1/tickets', '/api/appointments/{id}/tickets', 422],
  ['POST', '/api/tickets/TCK-2025-000005/cancel', '/api/tickets/{label}/cancel', 200],
];

describe('wallet and appointment contract', () => {
  it('answers every call with the documented status and body shape.', async () => {
    const w = await createWalletWorld();
    const doc = (await w.call('GET', '/api/openapi.json')).body;
    for (const [method, path, documented, status] of CALLS) {
      const res = await w.call(method, path, { token: w.demoToken });
      expect(`${method} ${path} -> ${res.status}`).toBe(`${method} ${path} -> ${status}`);
      const response = doc.paths[documented][method.toLowerCase()].responses[status];
      expect(response, `${method} ${documented} documents ${status}`).toBeDefined();
      const schema = response.content['application/json'].schema;
      expect(schemaProblems(schema, res.body, doc.components.schemas), `${method} ${path}`).toEqual([]);
    }
  });

  it('is checked by a validator that finds missing, extra and mistyped keys.', () => {
    const schema = { type: 'object', required: ['a'], properties: { a: { type: 'integer' }, b: { enum: ['x'] } } };
    expect(schemaProblems(schema, { b: 'y', c: 1 }, {})).toEqual([
      '$.a: missing',
      '$.b: "y" is not one of x',
      '$.c: not documented',
    ]);
    expect(schemaProblems(schema, { a: 1.5 }, {})).toEqual(['$.a: is number, documented integer']);
  });
});
