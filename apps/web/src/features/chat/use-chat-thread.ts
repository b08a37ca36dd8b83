import { useCallback, useEffect, useRef, useState } from 'react';
import { type ChatMessage, olderPage } from '@stallfront/shared/chat';
import type { ChatPage } from './chat-api';

/**
 * A conversation as a window shows it: the newest page first loaded, older pages put in front
 * as the reader scrolls up (spec section 4), live messages appended once each (delivery is at
 * least once, and one's own message comes back on the socket too).
 */
export function useChatThread(fetchPage: ((skip: number) => Promise<ChatPage>) | null) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const current = useRef({ messages, total, loadingOlder });
  current.current = { messages, total, loadingOlder };

  useEffect(() => {
    setMessages([]);
    setTotal(0);
    if (!fetchPage) return;
    let live = true;
    setLoading(true);
    fetchPage(0)
      .then((page) => {
        if (!live) return;
        // Messages the socket brought while the page was on its way stay.
        setMessages((shown) => merge(page.list, shown));
        setTotal((shown) => Math.max(page.total, shown));
      })
      .catch((error) => console.warn('The chat could not be loaded', error))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [fetchPage]);

  const loadOlder = useCallback(async () => {
    const { messages: shown, total: all, loadingOlder: busy } = current.current;
    const next = olderPage(shown.length, all);
    if (!fetchPage || !next || busy) return;
    setLoadingOlder(true);
    try {
      const page = await fetchPage(next.skip);
      setMessages((now) => merge(page.list, now));
      setTotal(page.total);
    } catch (error) {
      console.warn('Older chat messages could not be loaded', error);
    } finally {
      setLoadingOlder(false);
    }
  }, [fetchPage]);

  const append = useCallback((message: ChatMessage) => {
    setMessages((shown) => {
      if (shown.some((m) => m._id === message._id)) return shown;
      setTotal((t) => t + 1);
      return [...shown, message];
    });
  }, []);

  return { messages, total, loading, loadingOlder, hasOlder: total > messages.length, loadOlder, append };
}

/** Older messages in front of the shown ones, each message once, oldest first. */
function merge(older: ChatMessage[], shown: ChatMessage[]): ChatMessage[] {
  const have = new Set(shown.map((m) => m._id));
  return [...older.filter((m) => !have.has(m._id)), ...shown];
}
