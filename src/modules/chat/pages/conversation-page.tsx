// Chat:Conversation (/chat/:conversationId). An id that is no number is asked for anyway: the
// server answers 404 and the view says the messages could not be loaded.
import { useParams } from 'wouter';
import { ChatScreen } from '../components/chat-screen.tsx';

export default function ConversationPage({ params }: { params?: Record<string, string> }) {
  const routed = useParams<{ conversationId?: string }>();
  const raw = params?.conversationId ?? routed.conversationId ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : -1;
  return <ChatScreen conversationId={id} />;
}
