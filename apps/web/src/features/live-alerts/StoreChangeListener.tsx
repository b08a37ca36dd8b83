import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SOCKET_EVENTS } from '@stallfront/shared/realtime';
import { leaveEndedSession } from '../chat/leave-ended-session';
import { acquireLiveSocket } from './live-socket';

/**
 * Reads the session again when the server says the store's features or this member's grants
 * changed (an app installed, a trial started or ended, on any console of the store): the menus
 * and guards follow at once, without a reload.
 */
export default function StoreChangeListener({ token, storeId }: { token: string; storeId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { socket, release } = acquireLiveSocket({
      token,
      storeId,
      onSessionEnd: leaveEndedSession,
    });
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['store', 'details'] });
    socket.on(SOCKET_EVENTS.storeChanged, refresh);
    return () => {
      socket.off(SOCKET_EVENTS.storeChanged, refresh);
      release();
    };
  }, [token, storeId, queryClient]);
  return null;
}
