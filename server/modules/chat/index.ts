// Chat between members: conversations and messages; its header part counts the unread ones
// while the club has chat on (FEATURE_CHAT).
import type { ServerModule } from '../../http/module.ts';
import { chatHeader, CHAT_HEADER_COLUMNS } from './repository.ts';
import { chatRoutes } from './routes.ts';
import { seedChat } from './seed.ts';

export const chatModule: ServerModule = {
  id: 'chat',
  api: chatRoutes,
  headerQuery: (deps) =>
    deps.config.features.chat
      ? { columns: CHAT_HEADER_COLUMNS, read: (row) => ({ notifications: { chat: chatHeader(row) } }) }
      : null,
  seed: seedChat,
};
