import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addUser, startAdminServer } from './tests/admin/server/e2e/admin-process.ts';
import { createContentProject } from './tests/admin/server/e2e/content-project.ts';
import { logInOverHttp, currentBranch, draftPath } from './tests/admin/server/e2e/admin-session.ts';
const dir = mkdtempSync(path.join(tmpdir(), 'admin-smoke-'));
const project = createContentProject(dir);
const databaseUrl = `sqlite:${path.join(dir, 'admin.db')}`;
const pw = 'a long enough password';
await addUser(databaseUrl, { email: 'asha@example.in', name: 'Asha', role: 'author', password: pw });
await addUser(databaseUrl, { email: 'priya@example.in', name: 'Priya', role: 'publisher', password: pw });
const server = await startAdminServer({ contentDir: project.contentDir, remoteDir: project.remoteDir, stateDir: path.join(dir, 'state'), databaseUrl, port: 39124 });
console.log('started', server.url, dir);
const asha = await logInOverHttp(server.url, 'asha@example.in', pw);
const { saveThroughEditor } = await import('./tests/admin/server/e2e/admin-session.ts');
await saveThroughEditor(asha, 'pages/index.json', (data: any) => { data.blocks[0].slides[0].headline = 'New headline here'; });
const branch = await currentBranch(asha);
const priya = await logInOverHttp(server.url, 'priya@example.in', pw);
for (let i = 0; i < 2; i++) {
  const t = Date.now();
  const published = await priya.api('POST', draftPath(branch, 'publish'));
  console.log('published', published.status, JSON.stringify(published.body), Date.now() - t);
  const home = await (await fetch(server.url + '/')).text();
  console.log('home has new', home.includes('New headline here'), Date.now() - t);
  if (i === 0) { await saveThroughEditor(asha, 'pages/index.json', (data: any) => { data.blocks[0].slides[0].headline = 'Second headline'; }); await asha.api('PUT', '/admin/api/current-draft', { branch }); }
}
console.log(server.output().slice(-3000));
// keep it for the browser debug
await new Promise((r) => setTimeout(r, Number(process.env.KEEP ?? 0)));
await server.stop();
