// Chat:Conversations (/chat).
import { ChatScreen } from '../chat-screen.tsx';

export default function ConversationsPage() {
  return <ChatScreen conversationId={null} />;
}
