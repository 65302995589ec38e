import { useParams } from 'react-router';
import { ChatView } from '@/features/admin-cms/components/chat-view';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/messages/chat/{id}: a live support conversation (docs/decisions/019-admin-content-and-messages.md). */
export function AdminChatPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Support Chat');
  const chatId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] px-2 py-4 md:px-4 md:py-6">
      <ChatView key={chatId} id={chatId} />
    </div>
  );
}
