import pg from 'pg';

const RECONNECT_MS = 1_000;
/** How every node's listening connection is named, so a writer can count the nodes. */
export const LISTENER_NAME = 'stallfront-listener';

/**
 * LISTEN on a connection of its own (a pooled one would lose its LISTEN when handed back).
 * When the connection drops, `onState(false)` says notices may have been missed; it
 * reconnects every second and says `onState(true)` once it listens again.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onState: (listening: boolean) => void,
  connectionName = LISTENER_NAME,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: connectionName });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotice(message.payload);
    });
    next.on('error', () => {});
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      onState(false);
      retry = setTimeout(reconnect, RECONNECT_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnect = () =>
    connect().then(
      () => onState(true),
      () => {
        if (!stopped) retry = setTimeout(reconnect, RECONNECT_MS);
      },
    );

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}
