import { useEffect, useState } from 'react';
import { EDITING_EVENTS, editorsNotice, otherEditors, SOCKET_EVENTS } from '@stallfront/shared/realtime';
import { useSession } from '../../app/session/use-session';
import { leaveEndedSession } from '../chat/leave-ended-session';
import { acquireLiveSocket } from '../live-alerts/live-socket';

/**
 * The other people of the store with `subject` (`product:<id>`) open right now, by name, over the
 * console's live socket; empty for a new thing (null subject) or without a store session. The
 * socket says it again after a reconnect, since its rooms do not survive one.
 */
export function useOtherEditors(subject: string | null): string[] {
  const { store } = useSession();
  const token = store?.store_token;
  const storeId = store?.data._id;
  const ownUserId = store?.data.login_id ?? '';
  const [names, setNames] = useState<string[]>([]);

  useEffect(() => {
    if (!subject || !token || !storeId) return;
    const { socket, release } = acquireLiveSocket({ token, storeId, onSessionEnd: leaveEndedSession });
    const announce = () => socket.emit(EDITING_EVENTS.editing, { subject });
    const onEditors = (payload: unknown) => {
      const notice = editorsNotice.safeParse(payload);
      if (notice.success && notice.data.subject === subject) {
        setNames(otherEditors(notice.data, socket.id ?? '', ownUserId));
      }
    };
    socket.on(EDITING_EVENTS.editors, onEditors);
    socket.on(SOCKET_EVENTS.socketId, announce);
    if (socket.connected) announce();
    return () => {
      socket.emit(EDITING_EVENTS.editing, { subject: null });
      socket.off(EDITING_EVENTS.editors, onEditors);
      socket.off(SOCKET_EVENTS.socketId, announce);
      setNames([]);
      release();
    };
  }, [subject, token, storeId, ownUserId]);

  return names;
}
