// Chat:Conversations (/chat).
import { ChatScreen } from '../components/chat-screen.tsx';

export default function ConversationsPage() {
  return <ChatScreen conversationId={null} />;
}
