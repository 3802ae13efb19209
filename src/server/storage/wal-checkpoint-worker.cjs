// Checkpoints a SQLite WAL database from its own thread (see sqlite-store.ts): copying the log into
// the database and fsyncing it takes milliseconds of disk time that would otherwise stall every
// request in the server's one JavaScript thread. CommonJS in plain JavaScript, so that a worker
// thread loads it under any runner (tsx, vitest) without a TypeScript loader.
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');

const db = new Database(workerData.filename);
db.pragma('busy_timeout = 5000');

function checkpoint() {
  try {
    // PASSIVE never waits for or blocks the server's writes: it copies what is committed so far.
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    // Frames in the log: under constant writes it never gets to start over, so the server is told.
    parentPort.postMessage({ logFrames: result.log });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
}

const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'close') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
