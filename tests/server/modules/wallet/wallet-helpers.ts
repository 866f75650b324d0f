// A world with demo@club.test and the wallet and appointment demo data, for the wallet and
// appointments tests (server and client). Other members are there to fill a workshop and to
// prove that one member never sees another's rows.
import { seedAppointments } from '../../../../server/modules/appointment/seed.ts';
import { seedWallet } from '../../../../server/modules/wallet/seed.ts';
import { DEMO_EMAIL } from '../../../../server/db/demo-accounts.ts';
import { createWorld } from '../../helpers.ts';

export async function createWalletWorld(options: { appointments?: boolean } = {}) {
  // The demo wallet with its team bonuses: a club outside the advertising ban (KCanG §6).
  const world = createWorld({ env: { CLUB_KIND: 'general' } });
  const demo = await world.createUser({ name: 'Demo Member', email: DEMO_EMAIL, address: true });
  const others = [await world.createUser({ name: 'Olga Other' }), await world.createUser(), await world.createUser()];
  seedWallet(world.app.deps);
  if (options.appointments !== false) seedAppointments(world.app.deps);
  return { ...world, demo, other: others[0]!, demoToken: world.tokenFor(demo), otherToken: world.tokenFor(others[0]!) };
}

export type WalletWorld = Awaited<ReturnType<typeof createWalletWorld>>;

type Schema = Record<string, unknown>;

/**
 * Where `value` breaks `schema` (the subset of JSON Schema our OpenAPI documents use: type, enum,
 * const, required, properties — no undocumented keys —, items, oneOf, $ref to components).
 */
export function schemaProblems(schema: Schema, value: unknown, components: Record<string, Schema>, at = '$'): string[] {
  if (typeof schema.$ref === 'string')
    return schemaProblems(components[schema.$ref.split('/').pop()!]!, value, components, at);
  if (Array.isArray(schema.oneOf)) {
    const passing = (schema.oneOf as Schema[]).filter(
      (option) => schemaProblems(option, value, components, at).length === 0,
    );
    return passing.length === 1 ? [] : [`${at}: matches ${passing.length} of oneOf`];
  }
  if ('const' in schema && value !== schema.const) return [`${at}: is not ${JSON.stringify(schema.const)}`];
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    return [`${at}: ${JSON.stringify(value)} is not one of ${schema.enum.join(', ')}`];
  const types = schema.type === undefined ? [] : ([] as string[]).concat(schema.type as string | string[]);
  const typeOf = (v: unknown) =>
    v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v;
  if (
    types.length > 0 &&
    !types.some((type) => type === typeOf(value) || (type === 'number' && typeof value === 'number'))
  ) {
    return [`${at}: is ${typeOf(value)}, documented ${types.join('|')}`];
  }
  const problems: string[] = [];
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && schema.properties) {
    const properties = schema.properties as Record<string, Schema>;
    for (const key of (schema.required as string[] | undefined) ?? [])
      if (!(key in value)) problems.push(`${at}.${key}: missing`);
    for (const [key, item] of Object.entries(value)) {
      if (!(key in properties)) problems.push(`${at}.${key}: not documented`);
      else problems.push(...schemaProblems(properties[key]!, item, components, `${at}.${key}`));
    }
  }
  if (Array.isArray(value) && schema.items)
    value.forEach((item, i) =>
      problems.push(...schemaProblems(schema.items as Schema, item, components, `${at}[${i}]`)),
    );
  return problems;
}

/** Serves the world's app on a free port (real HTTP, for truly parallel requests); close() when done. */
export async function serveOverHttp(app: { fetch: (request: Request, env?: any) => Response | Promise<Response> }) {
  const { serve } = await import('@hono/node-server');
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as import('node:http').Server;
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
