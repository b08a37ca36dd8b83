/** What a socket is known by: its session, its principal and its store. */
interface Keys {
  session: { id: string };
  principal: { row: { id: string } };
  storeId: string;
}

/**
 * This node's sockets by session, principal and store, so a change notice from the database
 * ('session:<id>', 'principal:<id>', 'store:<id>'; '*' for "anything may have changed")
 * finds the sockets to check again.
 */
export class SocketRegistry<S> {
  private readonly keysOf = new Map<S, string[]>();
  private readonly byKey = new Map<string, Set<S>>();

  add(socket: S, { session, principal, storeId }: Keys): void {
    const keys = [`session:${session.id}`, `principal:${principal.row.id}`, `store:${storeId}`];
    this.keysOf.set(socket, keys);
    for (const key of keys) {
      const set = this.byKey.get(key) ?? new Set<S>();
      set.add(socket);
      this.byKey.set(key, set);
    }
  }

  remove(socket: S): void {
    for (const key of this.keysOf.get(socket) ?? []) {
      const set = this.byKey.get(key);
      set?.delete(socket);
      if (set?.size === 0) this.byKey.delete(key);
    }
    this.keysOf.delete(socket);
  }

  affectedBy(notice: string): S[] {
    if (notice === '*') return [...this.keysOf.keys()];
    return [...(this.byKey.get(notice) ?? [])];
  }

  get size(): number {
    return this.keysOf.size;
  }
}
