// Laravel's signed URLs: `?expires=<unix s>&signature=<hex HMAC-SHA256 of the URL without the
// signature, keyed with APP_KEY>` (URL::temporarySignedRoute / hasValidSignature).
import { appKeyBytes, type Config } from '../config.ts';
import { hmacHex, safeEqual } from './random.ts';

export function signUrl(config: Pick<Config, 'appKey'>, url: string, expiresAt: Date): string {
  const target = new URL(url);
  target.searchParams.delete('signature');
  target.searchParams.set('expires', String(Math.floor(expiresAt.getTime() / 1000)));
  const unsigned = target.toString();
  target.searchParams.set('signature', hmacHex(appKeyBytes(config), unsigned));
  return target.toString();
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

/** Checks the signature over the URL as received (origin, path, query minus `signature`). */
export function checkSignedUrl(config: Pick<Config, 'appKey'>, url: string, now: Date): SignatureCheck {
  const target = new URL(url);
  const signature = target.searchParams.get('signature') ?? '';
  target.searchParams.delete('signature');
  if (!safeEqual(hmacHex(appKeyBytes(config), target.toString()), signature)) return 'invalid';
  const expires = Number(target.searchParams.get('expires'));
  if (!Number.isFinite(expires) || expires * 1000 <= now.getTime()) return 'expired';
  return 'valid';
}
