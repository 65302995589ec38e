import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, ChatServerFrame } from '@electrohub/shared/chat';

export type ChatStatus = 'connecting' | 'open' | 'closed';

const UNDISPLAYABLE = 'Received a message (unable to display)';

function socketUrl() {
  const proto = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${proto}://${window.location.host}/api/chat`;
}

/** Turns whatever the server sent into something showable (undisplayable payloads get a note). */
function toMessage(frame: ChatServerFrame): ChatMessage | null {
  if (frame.type !== 'message') return null;
  const m = frame.message;
  if (typeof m?.content !== 'string')
    return { id: Date.now(), role: 'bot', content: UNDISPLAYABLE, timestamp: new Date().toISOString() };
  return m;
}

/**
 * The support chat connection: connects on mount, reconnects with back-off, and exposes the conversation,
 * the typing indicator and send/handoff. Failures are only logged.
 */
export function useChatSocket() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const [typing, setTyping] = useState<'bot' | 'admin' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ws = useRef<WebSocket | null>(null);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const open = () => {
      setStatus('connecting');
      const socket = new WebSocket(socketUrl());
      ws.current = socket;
      socket.onopen = () => {
        attempt = 0;
        setStatus('open');
        // The server sends the whole conversation again on every connection.
        setMessages([]);
      };
      socket.onmessage = (e: MessageEvent<string>) => {
        let frame: ChatServerFrame;
        try {
          frame = JSON.parse(e.data) as ChatServerFrame;
        } catch {
          setMessages((ms) => [
            ...ms,
            { id: Date.now(), role: 'bot', content: UNDISPLAYABLE, timestamp: new Date().toISOString() },
          ]);
          return;
        }
        if (frame.type === 'typing') return setTyping(frame.role);
        if (frame.type === 'error') return setError(frame.error);
        const m = toMessage(frame);
        if (!m) return;
        setError(null);
        if (m.role !== 'user') setTyping(null);
        setMessages((ms) => (m.id !== 0 && ms.some((x) => x.id === m.id) ? ms : [...ms, m]));
      };
      socket.onerror = () => console.warn('support chat: connection error');
      socket.onclose = () => {
        setStatus('closed');
        setTyping(null);
        if (stopped) return;
        attempt += 1;
        timer = setTimeout(open, Math.min(30_000, 1000 * 2 ** attempt));
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      ws.current?.close();
    };
  }, []);

  const send = useCallback((content: string) => {
    const text = content.trim();
    // Blocked when empty or not connected.
    if (!text || ws.current?.readyState !== WebSocket.OPEN) return false;
    ws.current.send(JSON.stringify({ type: 'message', content: text }));
    return true;
  }, []);

  const handoff = useCallback(() => {
    if (ws.current?.readyState === WebSocket.OPEN) ws.current.send(JSON.stringify({ type: 'handoff' }));
  }, []);

  return { messages, status, typing, error, send, handoff };
}
