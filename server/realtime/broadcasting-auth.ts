// POST /broadcasting/auth (mounted under /api behind the platform's requireAuth()): signs a
// private or presence subscription for the calling member, as Laravel's PusherBroadcaster does,
// with our stricter rules (docs/contracts.md §4.8, §7.4): POST only, JSON only (no JSONP), the user
// channel only for the exact id by string equality, bad input 422, never 500.
import { Hono, type Context } from 'hono';
import { channelKind, isValidChannelName, isValidSocketId } from './protocol.ts';
import { channelAuth } from './signatures.ts';
import { __ } from '../lang/translate.ts';
import { fieldMessage } from '../lang/translate.ts';

export interface BroadcastUser {
  id: number | string;
  name?: string;
}

/**
 * Laravel's Broadcast::channel callback: true grants a private channel, the member's info (an
 * object) grants a presence channel, anything else denies. `params` holds the `{placeholders}` of the pattern, as strings.
 */
export type ChannelAuthorizer<U extends BroadcastUser = BroadcastUser> = (
  user: U,
  params: Record<string, string>,
  /** The auth request (its variables: the app's deps where mounted in createApp), for rules that read the database. */
  request?: Context,
) =>
  boolean | Record<string, unknown> | null | undefined | Promise<boolean | Record<string, unknown> | null | undefined>;

export interface ChannelRules<U extends BroadcastUser = BroadcastUser> {
  /** Adds a rule for a pattern without prefix, e.g. 'App.Models.User.{id}' or 'chat.{conversation}'. */
  channel(pattern: string, authorize: ChannelAuthorizer<U>): ChannelRules<U>;
  /** The rule for a channel name without its private-/presence- prefix. */
  match(name: string): { authorize: ChannelAuthorizer<U>; params: Record<string, string> } | null;
}

export const USER_CHANNEL = 'App.Models.User.{id}';

/** The member's private channel as a broadcast names it: every event for them goes there. */
export function userChannel(userId: number): string {
  return `private-App.Models.User.${userId}`;
}

/** The member's own channel: `{id}` must be exactly their id as a string (`1abc` is not 1). */
export const userChannelAuthorizer: ChannelAuthorizer = (user, { id }) => String(user.id) === id;

export function createChannelRules<U extends BroadcastUser = BroadcastUser>(): ChannelRules<U> {
  const rules: { regex: RegExp; keys: string[]; authorize: ChannelAuthorizer<U> }[] = [];
  const self: ChannelRules<U> = {
    channel(pattern, authorize) {
      const keys: string[] = [];
      const source = pattern
        .split(/(\{[^}]+\})/)
        .map((part) => {
          const key = /^\{([^}]+)\}$/.exec(part)?.[1];
          if (key === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          keys.push(key);
          return '([^.]+)';
        })
        .join('');
      rules.push({ regex: new RegExp(`^${source}$`), keys, authorize });
      return self;
    },
    match(name) {
      for (const rule of rules) {
        const found = rule.regex.exec(name);
        if (found)
          return {
            authorize: rule.authorize,
            params: Object.fromEntries(rule.keys.map((key, i) => [key, found[i + 1]!])),
          };
      }
      return null;
    },
  };
  return self;
}

/** The default rules: the member's private user channel (notifications, chat messages). */
export function defaultChannelRules(): ChannelRules {
  return createChannelRules().channel(USER_CHANNEL, userChannelAuthorizer);
}

/** The token of the request (requireAuth sets it), as channel auth hands it on. */
export interface AuthorisingToken {
  id: number;
  abilities: string;
  session_id: number | null;
}

export interface BroadcastingRoutesOptions<U extends BroadcastUser = BroadcastUser> {
  appKey: string;
  appSecret: string;
  /** Modules add their channel rules here; default: the user channel only. */
  channels?: ChannelRules<U>;
  /** Told of each signature given, with the token it was given to (our hub remembers the login: T29). */
  onGrant?: (grant: { socketId: string; channel: string; token: AuthorisingToken }) => void;
}

type Env<U> = { Variables: { user?: U; token?: AuthorisingToken; body?: Record<string, unknown> } };

class RequestError extends Error {
  status: 400 | 422;
  body: Record<string, unknown>;
  constructor(status: 400 | 422, body: Record<string, unknown>) {
    super(String(body.message));
    this.status = status;
    this.body = body;
  }
}

function invalid(field: string, message: string): RequestError {
  return new RequestError(422, { message, errors: { [field]: [message] } });
}

/** The platform's parseBody has usually read the body already; standalone, read it here. */
async function readBody<U>(c: Context<Env<U>>): Promise<Record<string, unknown>> {
  const parsed = c.get('body');
  if (parsed) return parsed;
  const type = c.req.header('content-type') ?? '';
  if (/\/json\b|\+json\b/i.test(type)) {
    const value: unknown = await c.req.json().catch(() => undefined);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new RequestError(400, { message: __('The request body must be a JSON object.') });
    }
    return value as Record<string, unknown>;
  }
  return Object.fromEntries(new URLSearchParams(await c.req.text()));
}

export function createBroadcastingRoutes<U extends BroadcastUser = BroadcastUser>(
  options: BroadcastingRoutesOptions<U>,
): Hono<Env<U>> {
  const rules = options.channels ?? (defaultChannelRules() as unknown as ChannelRules<U>);
  const routes = new Hono<Env<U>>();

  routes.post('/broadcasting/auth', async (c) => {
    try {
      return await authorize(c);
    } catch (error) {
      if (error instanceof RequestError) return c.json(error.body, error.status);
      throw error;
    }
  });

  async function authorize(c: Context<Env<U>>): Promise<Response> {
    const user = c.get('user');
    if (!user) return c.json({ message: 'Unauthenticated.' }, 401);

    const body = await readBody(c);
    const socketId = body.socket_id;
    const channel = body.channel_name;
    if (socketId === undefined || socketId === '') throw invalid('socket_id', fieldMessage('required', 'socket_id'));
    if (!isValidSocketId(socketId)) throw invalid('socket_id', fieldMessage('regex', 'socket_id'));
    if (channel === undefined || channel === '')
      throw invalid('channel_name', fieldMessage('required', 'channel_name'));
    if (!isValidChannelName(channel)) throw invalid('channel_name', fieldMessage('regex', 'channel_name'));

    const denied = () => c.json({ message: '' }, 403); // Laravel's AccessDeniedHttpException
    const kind = channelKind(channel);
    if (kind === 'public') return denied(); // public channels need no signature
    const rule = rules.match(channel.slice(kind === 'presence' ? 'presence-'.length : 'private-'.length));
    if (!rule) return denied();
    const granted = await rule.authorize(user, rule.params, c as unknown as Context);
    if (!granted) return denied();
    const token = c.get('token');
    if (token && options.onGrant && (kind === 'private' || typeof granted === 'object'))
      options.onGrant({ socketId, channel, token });

    if (kind === 'private') return c.json({ auth: channelAuth(options.appKey, options.appSecret, socketId, channel) });
    // stricter than Laravel: presence needs the member info a presence rule returns, not just `true`
    if (typeof granted !== 'object') return denied();
    const channelData = JSON.stringify({ user_id: String(user.id), user_info: granted });
    return c.json({
      auth: channelAuth(options.appKey, options.appSecret, socketId, channel, channelData),
      channel_data: channelData,
    });
  }

  return routes;
}
