/**
 * Shares a node's image decoding among stores. At most `slots` decodes run at once; a freed
 * slot goes to the waiting store served longest ago (not the oldest task), and a store may have at most
 * `pixelsPerStore` in flight (one image of any allowed size always fits), so one store's
 * batch of large images leaves room for another store's small one.
 */
export function fairDecoder({ slots, pixelsPerStore }: { slots: number; pixelsPerStore: number }) {
  let active = 0;
  const inFlight = new Map<string, number>();
  const queues = new Map<string, { pixels: number; start: () => void }[]>();
  /** When each store with work was last served (a count of starts); never served goes first. */
  const servedAt = new Map<string, number>();
  let starts = 0;

  const fits = (storeId: string, pixels: number) => {
    const busy = inFlight.get(storeId) ?? 0;
    return busy === 0 || busy + pixels <= pixelsPerStore;
  };

  function pump() {
    while (active < slots) {
      const ready = [...queues].filter(([storeId, queue]) => fits(storeId, (queue[0] as { pixels: number }).pixels));
      if (ready.length === 0) return;
      const [storeId, queue] = ready.reduce((a, b) =>
        (servedAt.get(b[0]) ?? -1) < (servedAt.get(a[0]) ?? -1) ? b : a,
      );
      const task = queue.shift() as { pixels: number; start: () => void };
      if (queue.length === 0) queues.delete(storeId);
      servedAt.set(storeId, starts++);
      active += 1;
      inFlight.set(storeId, (inFlight.get(storeId) ?? 0) + task.pixels);
      task.start();
    }
  }

  return async function decode<T>(storeId: string, pixels: number, task: () => Promise<T>): Promise<T> {
    await new Promise<void>((start) => {
      queues.set(storeId, [...(queues.get(storeId) ?? []), { pixels, start }]);
      pump();
    });
    try {
      return await task();
    } finally {
      active -= 1;
      const left = (inFlight.get(storeId) ?? 0) - pixels;
      if (left > 0) inFlight.set(storeId, left);
      else inFlight.delete(storeId);
      if (!inFlight.has(storeId) && !queues.has(storeId)) servedAt.delete(storeId);
      pump();
    }
  };
}
