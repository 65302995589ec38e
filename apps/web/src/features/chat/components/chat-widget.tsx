import { lazy, Suspense, useEffect, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';

const ChatPanel = lazy(() => import('./chat-panel'));

/** The widget appears once the page is scrolled past this many pixels. */
export const CHAT_SCROLL_THRESHOLD = 100;

/**
 * Support chat launcher: hidden until the page is scrolled more than 100 px,
 * then a closed launcher or an open panel. It connects as soon as it appears (the welcome message is waiting
 * when opened); its code is a separate chunk, so the storefront's first JavaScript does not carry it.
 */
export function ChatWidget() {
  const [visible, setVisible] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible((v) => v || window.scrollY > CHAT_SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible && !open) return null;
  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3">
      <div hidden={!open}>
        <Suspense fallback={null}>
          <ChatPanel onClose={() => setOpen(false)} />
        </Suspense>
      </div>
      {!open && (
        <Button
          size="icon"
          className="size-14 rounded-full shadow-lg"
          aria-label="Open support chat"
          onClick={() => setOpen(true)}
        >
          <MessageCircle className="size-6" />
        </Button>
      )}
    </div>
  );
}
