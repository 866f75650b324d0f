// A refused private/presence subscription, in the style of one of the three servers a club may
// run (docs/contracts.md §1.6), so the portal is tested against each of them.
import { encode, ErrorCode } from './protocol.ts';

export type SubscriptionErrorStyle = 'reverb' | 'soketi' | 'pusher';

export interface Refusal {
  channel: string;
  /** What the signature should have covered; Pusher names it in its message. */
  signed: string;
  auth: unknown;
  /** Set when the signature was fine but channel_data is unusable. */
  badChannelData?: string;
}

const MAX_ECHO = 200;

export function subscriptionError(style: SubscriptionErrorStyle, refusal: Refusal): string {
  switch (style) {
    case 'reverb':
      // Reverb json-encodes `data` and names no channel; the socket stays open.
      return encode({
        event: 'pusher:error',
        data: JSON.stringify({ code: ErrorCode.unauthorized, message: 'Connection is unauthorized' }),
      });
    case 'soketi':
      return encode({
        event: 'pusher:subscription_error',
        channel: refusal.channel,
        data: { type: 'AuthError', error: 'The connection is unauthorized.', status: 401 },
      });
    case 'pusher': {
      const message = refusal.badChannelData
        ? `Invalid channel_data: ${refusal.badChannelData}`
        : `Invalid signature: Expected HMAC SHA256 hex digest of ${refusal.signed}, but got ${String(refusal.auth).slice(0, MAX_ECHO)}`;
      return encode({ event: 'pusher:error', data: { code: null, message } });
    }
  }
}

/**
 * A subscription ended by the server because the login that authorised it ended (logout,
 * revocation, expiry; docs/threats.md T29). No server of §1.6 does this; the channel-scoped form
 * reaches Echo's `.error()` and the portal's client, which refreshes once and, refused, signs out.
 */
export function subscriptionEnded(channel: string): string {
  return encode({
    event: 'pusher:subscription_error',
    channel,
    data: { type: 'AuthError', error: 'The session that authorised this subscription has ended.', status: 401 },
  });
}
