// A push service on loopback for the tests (RFC 8030): it stands in for the browser vendor's
// service and for the browser. It makes a subscription as a browser does (a P-256 key pair and a
// 16-byte auth secret), takes the server's POSTs, checks their VAPID signature (RFC 8292) and
// decrypts their aes128gcm bodies (RFC 8291) with `http_ece`, the library web-push encrypts
// with; this file is the only one that imports it.
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

export interface ReceivedPush {
  /** The decrypted payload, parsed. */
  message: Record<string, unknown>;
  ttl: string | undefined;
  contentEncoding: string | undefined;
  /** The VAPID JWT's claims, after its ES256 signature checked out against `k`. */
  vapid: { aud: string; exp: number; sub: string; k: string };
}

function body(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Checks `vapid t=<jwt>, k=<key>` (ES256 over the JWT's first two parts) and answers the claims. */
function checkVapid(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  return {
    ...(JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string }),
    k,
  };
}

export async function startPushService() {
  const received: ReceivedPush[] = [];
  const failures: string[] = [];
  let answer = 201;
  const subscribers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();

  const server = createServer(async (req, res) => {
    const subscriber = subscribers.get(req.url ?? '');
    const raw = await body(req);
    try {
      if (!subscriber) throw new Error(`no subscription at ${req.url}`);
      const plain: Buffer = ece.decrypt(raw, {
        version: 'aes128gcm',
        privateKey: subscriber.ecdh,
        authSecret: subscriber.auth,
      });
      received.push({
        message: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
        ttl: req.headers.ttl as string | undefined,
        contentEncoding: req.headers['content-encoding'],
        vapid: checkVapid(req.headers.authorization),
      });
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
    res.writeHead(answer).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    failures,
    /** What the service answers from now on: 201 delivered, 410 the subscription is gone. */
    answerWith(status: number) {
      answer = status;
    },
    /** A browser's subscription as PushSubscription.toJSON() gives it. */
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('hex')}`;
      subscribers.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
