import pg from 'pg';
import { deliver } from './local-publish-channel.ts';

/** The NOTIFY channel every instance listens on. */
export const PUBLISHED_CHANNEL = 'page_engine_published';
const RECONNECT_MS = 1000;

type Listener = (commit: string) => void;

/**
 * Publish announcements between instances on one PostgreSQL: NOTIFY from any pooled connection,
 * LISTEN on a dedicated one that is opened with the first listener and opened again (after a second)
 * whenever it drops, e.g. when the database restarts. Announcements sent while it is down are lost:
 * whoever listens must also catch up on start (the admin syncs from the remote then).
 */
export function postgresPublishChannel(pool: pg.Pool, connectionString: string) {
  const listeners = new Set<Listener>();
  let client: pg.Client | null = null;
  let started = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const scheduleConnect = () => {
    if (closed) return;
    retry = setTimeout(connect, RECONNECT_MS);
    retry.unref();
  };
  const drop = (dropped: pg.Client) => {
    if (client !== dropped) return;
    client = null;
    dropped.end().catch(() => undefined);
    scheduleConnect();
  };
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel !== PUBLISHED_CHANNEL || !message.payload) return;
      for (const listener of [...listeners]) deliver(listener, message.payload);
    });
    next.on('error', (error) => {
      console.error('PostgreSQL publish listener lost its connection:', error.message);
      drop(next);
    });
    next.on('end', () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${PUBLISHED_CHANNEL}`);
    } catch (error) {
      console.error('PostgreSQL publish listener cannot connect:', (error as Error).message);
      await next.end().catch(() => undefined);
      scheduleConnect();
      return;
    }
    if (closed) await next.end().catch(() => undefined);
    else client = next;
  }

  return {
    async announce(commit: string): Promise<void> {
      await pool.query('SELECT pg_notify($1, $2)', [PUBLISHED_CHANNEL, commit]);
    },
    listen(listener: Listener): () => void {
      const entry: Listener = (commit) => listener(commit);
      listeners.add(entry);
      if (!started) {
        started = true;
        void connect();
      }
      return () => listeners.delete(entry);
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
