// Whether the hub takes a new WebSocket (docs/contracts.md §1): the app key, protocol 7, an allowed
// origin and room under the total and per-IP caps; else the Pusher error code and message it closes with.
import { ErrorCode } from './protocol.ts';

export interface Arrival {
  key: string;
  protocol: string | null;
  /** The Origin header; non-browser clients send none. */
  origin: string | undefined;
  ip: string;
}

export interface Room {
  appKey: string;
  allowedOrigins: readonly string[] | undefined;
  connections: number;
  maxConnections: number;
  /** Open connections from the arrival's IP. */
  fromIp: number;
  maxPerIp: number;
}

/** Null when the connection is taken; else why not. */
export function refusalOf(arrival: Arrival, room: Room): { code: number; message: string } | null {
  if (arrival.key !== room.appKey) return { code: ErrorCode.appDoesNotExist, message: 'Application does not exist' };
  if (arrival.protocol === null) return { code: ErrorCode.noProtocol, message: 'No protocol version supplied' };
  if (arrival.protocol !== '7') return { code: ErrorCode.unsupportedProtocol, message: 'Unsupported protocol version' };
  const allowed = room.allowedOrigins;
  if (allowed && arrival.origin !== undefined && !allowed.includes('*') && !allowed.includes(arrival.origin))
    return { code: ErrorCode.unauthorized, message: 'Origin not allowed' };
  if (room.connections >= room.maxConnections)
    return { code: ErrorCode.overQuota, message: 'Application is over connection quota' };
  if (room.fromIp >= room.maxPerIp)
    return { code: ErrorCode.overQuota, message: 'Too many connections from this address' };
  return null;
}
