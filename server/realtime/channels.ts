// Who is subscribed to what. Presence members are keyed by user_id: one member however many
// connections (tabs) the user has, added with the first and removed with the last (T16).
import type { PresenceData } from './protocol.ts';

export interface Member {
  userId: string;
  userInfo: unknown;
}

interface PresenceMember {
  info: unknown;
  sockets: Set<string>;
}

export interface MembershipChange {
  /** The user became a member of the channel (first connection of that user). */
  added?: Member;
  /** The user left the channel (last connection of that user). */
  removed?: string;
}

export interface ChannelRegistry {
  subscribers(channel: string): ReadonlySet<string>;
  has(channel: string, socketId: string): boolean;
  /** Adds a socket that is not yet subscribed (the hub answers re-subscriptions itself). */
  add(channel: string, socketId: string, member?: Member): MembershipChange;
  remove(channel: string, socketId: string): MembershipChange;
  memberOf(channel: string, socketId: string): string | undefined;
  presence(channel: string): PresenceData;
  stats(): { channels: number; presenceMembers: number };
}

const none: ReadonlySet<string> = new Set();

export function createChannelRegistry(): ChannelRegistry {
  const channels = new Map<string, Set<string>>();
  const members = new Map<string, Map<string, PresenceMember>>();
  // channel -> socket -> user id, so a leaving socket finds its member without a scan
  const socketUsers = new Map<string, Map<string, string>>();

  function add(channel: string, socketId: string, member?: Member): MembershipChange {
    let sockets = channels.get(channel);
    if (!sockets) channels.set(channel, (sockets = new Set()));
    sockets.add(socketId);
    if (!member) return {};

    let byUser = members.get(channel);
    if (!byUser) members.set(channel, (byUser = new Map()));
    let users = socketUsers.get(channel);
    if (!users) socketUsers.set(channel, (users = new Map()));

    users.set(socketId, member.userId);

    const existing = byUser.get(member.userId);
    if (existing) {
      existing.sockets.add(socketId);
      return {};
    }
    byUser.set(member.userId, { info: member.userInfo, sockets: new Set([socketId]) });
    return { added: member };
  }

  function removeMember(channel: string, socketId: string): string | undefined {
    const users = socketUsers.get(channel);
    const userId = users?.get(socketId);
    if (!users || userId === undefined) return undefined;
    users.delete(socketId);
    if (users.size === 0) socketUsers.delete(channel);
    const byUser = members.get(channel)!;
    const member = byUser.get(userId)!;
    member.sockets.delete(socketId);
    if (member.sockets.size > 0) return undefined;
    byUser.delete(userId);
    if (byUser.size === 0) members.delete(channel);
    return userId;
  }

  function remove(channel: string, socketId: string): MembershipChange {
    const sockets = channels.get(channel);
    if (!sockets?.delete(socketId)) return {};
    if (sockets.size === 0) channels.delete(channel);
    const removed = removeMember(channel, socketId);
    return removed === undefined ? {} : { removed };
  }

  return {
    subscribers: (channel) => channels.get(channel) ?? none,
    has: (channel, socketId) => channels.get(channel)?.has(socketId) ?? false,
    add,
    remove,
    memberOf: (channel, socketId) => socketUsers.get(channel)?.get(socketId),
    presence(channel) {
      const hash: Record<string, unknown> = {};
      for (const [userId, member] of members.get(channel) ?? []) hash[userId] = member.info;
      const ids = Object.keys(hash);
      return { ids, hash, count: ids.length };
    },
    stats() {
      let presenceMembers = 0;
      for (const byUser of members.values()) presenceMembers += byUser.size;
      return { channels: channels.size, presenceMembers };
    },
  };
}
