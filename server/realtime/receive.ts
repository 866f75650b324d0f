// What the hub does with a frame a client sends (docs/contracts.md §1): pings answered, subscriptions
// and client events handed to ./subscriptions.ts, anything else answered with a Pusher error.
import type { RawData } from 'ws';
import type { Connection } from './hub-types.ts';
import { decode, errorFrame, ErrorCode, PONG } from './protocol.ts';
import type { createSubscriptions } from './subscriptions.ts';

type Subscriptions = ReturnType<typeof createSubscriptions>;

export function receiveFrame(
  connection: Connection,
  raw: RawData,
  isBinary: boolean,
  send: (connection: Connection, frame: string) => void,
  subscriptions: Pick<Subscriptions, 'subscribe' | 'unsubscribe' | 'clientEvent'>,
): void {
  connection.liveness.touch();
  if (isBinary) return send(connection, errorFrame(ErrorCode.generic, 'Binary frames are not supported'));
  const frame = decode(rawText(raw));
  if (!frame) return send(connection, errorFrame(ErrorCode.generic, 'Invalid message format'));
  try {
    switch (frame.event) {
      case 'pusher:ping':
        return send(connection, PONG);
      case 'pusher:pong':
        return; // the touch above is the whole point of a pong
      case 'pusher:subscribe':
        return subscriptions.subscribe(connection, frame.data);
      case 'pusher:unsubscribe':
        return subscriptions.unsubscribe(connection, frame.data);
      default:
        if (frame.event.startsWith('client-')) return subscriptions.clientEvent(connection, frame);
        return send(connection, errorFrame(ErrorCode.generic, `Unsupported event: ${frame.event.slice(0, 64)}`));
    }
  } catch {
    send(connection, errorFrame(ErrorCode.generic, 'Invalid message format'));
  }
}

function rawText(raw: RawData): string {
  if (Buffer.isBuffer(raw)) return raw.toString('utf8');
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.from(raw).toString('utf8');
}
