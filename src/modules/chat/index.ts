// The chat module (docs/spec.md §2: Chat:Conversations, Chat:Conversation with conversationId): its
// pages, the sidebar entry, the top bar icon (with the new-message dialog) and its texts.
// The server side is server/modules/chat/routes.ts; it answers only while the club has chat switched on.
import { defineModule } from '../../core/modules.ts';

export const CHAT_MODULE = 'chat';
export const CONVERSATIONS_ROUTE = 'Chat:Conversations';
export const CONVERSATION_ROUTE = 'Chat:Conversation';

export const chatModule = defineModule({
  id: CHAT_MODULE,
  routes: [
    {
      name: CONVERSATIONS_ROUTE,
      path: '/chat',
      access: 'auth',
      title: 'chat.title',
      load: () => import('./pages/conversations-page.tsx'),
    },
    {
      name: CONVERSATION_ROUTE,
      path: '/chat/:conversationId',
      access: 'auth',
      title: 'chat.title',
      load: () => import('./pages/conversation-page.tsx'),
    },
  ],
  sidebar: [{ section: 'personal', label: 'chat.sidebar', path: '/chat', icon: 'chat', order: 40 }],
  topBar: [{ id: 'chat', load: () => import('./components/chat-top-bar-item.tsx'), order: 20 }],
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
});
