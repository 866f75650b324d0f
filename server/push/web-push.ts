// The `web-push` library enters the project through this file only. It encrypts a payload to a
// browser's keys (RFC 8291, aes128gcm) and signs the VAPID header (RFC 8292); the request itself
// goes out with fetch, so the endpoint rules of server/push/endpoint-rules.ts apply to every send.
import webPush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A fresh P-256 key pair, base64url as the browser's applicationServerKey takes it. */
export function generateVapidKeys(): VapidKeys {
  return webPush.generateVAPIDKeys();
}

/** The push service's answer: 201 delivered, 404/410 the subscription is gone, others retry later. */
export async function sendEncrypted(
  target: PushTarget,
  payload: string,
  vapid: VapidKeys & { subject: string },
  options: { ttlSeconds: number; timeoutMs: number },
): Promise<number> {
  const details = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: vapid,
      TTL: options.ttlSeconds,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
  ) as Record<string, string>;
  for (const name of Object.keys(headers)) headers[name] = String(headers[name]);
  const res = await fetch(details.endpoint, {
    method: details.method,
    headers,
    body: details.body && new Uint8Array(details.body),
    redirect: 'error',
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  await res.body?.cancel();
  return res.status;
}
