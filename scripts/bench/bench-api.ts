/**
 * `npm run bench:api`: a bounded load on POST /api/query/add over loopback, against the real
 * server (createServer) with a temporary SQLite database (synchronous=FULL, as in production) and
 * no rate limit. Prints requests/s, latency and whether every 200 the server gave is a stored row.
 * Exits 1 when they differ or any request failed.
 *
 * BENCH_API_DURATION_S (default 20), BENCH_API_CONNECTIONS (default 50), BENCH_API_WORKERS
 * (autocannon worker threads, default 1; 0 runs the load in this thread), BENCH_API_DATABASE_URL
 * (benchmark another database, e.g. PostgreSQL; default a temporary SQLite file).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createServer } from '../../src/server/create-server.ts';
import { openStore, redactPassword } from '../../src/server/storage/open-store.ts';

const require = createRequire(import.meta.url);
const uniqueLeadRequest = fileURLToPath(new URL('./unique-lead-request.cjs', import.meta.url));

const durationSeconds = positiveNumber('BENCH_API_DURATION_S', 20);
const connections = positiveNumber('BENCH_API_CONNECTIONS', 50);
const workers = Number(process.env.BENCH_API_WORKERS ?? 1);

const lead = {
  name: 'Bench Visitor',
  email: 'bench@example.com',
  message: 'We need a palletizer for 25 kg bags, 12 bags a minute.',
  type: 'query',
};

function positiveNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number`);
  return value;
}

async function main(): Promise<number> {
  const tempDir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  const databaseUrl = process.env.BENCH_API_DATABASE_URL ?? `sqlite:${path.join(tempDir, 'leads.db')}`;
  const store = await openStore(databaseUrl);
  // An empty dist/: only the API is under load.
  // The outbox on: each lead is written with a delivery row per channel, as with SMTP and a webhook set.
  const app = await createServer({ distDir: tempDir, store, rateLimit: false, channels: ['email', 'webhook'] });
  // What the server answered, counted before the response leaves: the clients stop mid-request
  // at the end of the run, so their own 2xx count misses the answers still on the wire.
  let answered200 = 0;
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'POST' && reply.statusCode === 200) answered200 += 1;
    return payload;
  });

  try {
    const rowsBefore = (await store.list()).length;
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    console.log(
      `Lead API load: POST /api/query/add, ${durationSeconds} s, ${connections} connections, ` +
        `${workers || 'no'} worker thread(s), database ${redactPassword(databaseUrl)}`,
    );
    const result = await autocannon({
      url: `${origin}/api/query/add`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead),
      // A different message per request (identical leads are stored once); worker threads need its path.
      requests: [{ setupRequest: workers > 0 ? uniqueLeadRequest : require(uniqueLeadRequest) }],
      duration: durationSeconds,
      connections,
      ...(workers > 0 ? { workers } : {}),
    });
    await app.close(); // waits for requests still in progress
    const rows = (await store.list()).length - rowsBefore;

    const failed = result.non2xx + result.errors + result.timeouts;
    console.log(`requests/s      ${Math.round(result.requests.average)} (mean over the run)`);
    console.log(
      `latency         p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(`2xx answered    ${answered200} (clients received ${result['2xx']} before the run stopped)`);
    console.log(`rows stored     ${rows}`);
    console.log(`failed          ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
    if (rows !== answered200 || failed > 0 || answered200 === 0) {
      console.log('FAIL: every 200 must be exactly one stored lead, and no request may fail');
      return 1;
    }
    console.log('OK: every 200 is exactly one stored lead');
    return 0;
  } finally {
    await app.close();
    await store.close();
    await rm(tempDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench:api failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
