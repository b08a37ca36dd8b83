import { EDITING_EVENTS, type EditorsNotice, editingRequest } from '@stallfront/shared';
import type { Server, Socket } from 'socket.io';
import type { StoreAuth } from '../auth/guards.js';

type AuthedSocket = Pick<Socket, 'id' | 'rooms' | 'join' | 'leave' | 'on'> & { data: { auth: StoreAuth } };

/** The room of one thing a store's forms have open; a store's sockets only ever join their own store's. */
const editRoom = (storeId: string, subject: string) => `edit:${storeId}:${subject}`;
const subjectOf = (room: string) => room.split(':').slice(2).join(':');

/**
 * Who has which form open (docs/decisions.md "Who else is here"). A socket says the thing it edits
 * (`editing`, one at a time) or null; whenever a room's people change, everyone in it hears the
 * full list (`editors`). The list is read from the room itself, so with the Redis adapter it spans
 * every node, and a dropped socket leaves it without a goodbye.
 */
export function watchEditing(io: Pick<Server, 'in' | 'to'>, socket: AuthedSocket): void {
  const announce = async (room: string) => {
    const sockets = await io.in(room).fetchSockets();
    const notice: EditorsNotice = {
      subject: subjectOf(room),
      editors: sockets.map((other) => {
        const { principal } = (other.data as AuthedSocket['data']).auth;
        return { socket_id: other.id, user_id: principal.row.id, name: principal.row.name };
      }),
    };
    io.to(room).emit(EDITING_EVENTS.editors, notice);
  };
  const editRooms = () => [...socket.rooms].filter((room) => room.startsWith('edit:'));
  const leaveAll = async () => {
    for (const room of editRooms()) {
      await socket.leave(room);
      await announce(room);
    }
  };

  socket.on(EDITING_EVENTS.editing, async (request: unknown) => {
    const parsed = editingRequest.safeParse(request);
    if (!parsed.success) return;
    await leaveAll();
    const { subject } = parsed.data;
    if (!subject) return;
    const room = editRoom(socket.data.auth.storeId, subject);
    await socket.join(room);
    await announce(room);
  });
  socket.on('disconnecting', () => {
    const rooms = editRooms();
    // The socket is still in its rooms while disconnecting: tell the others once it is out.
    setImmediate(() => {
      for (const room of rooms) void announce(room).catch(() => {});
    });
  });
}
