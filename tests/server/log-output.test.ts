import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { prettyFactory } from 'pino-pretty';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/server/logger-options.ts';
import { writeFixtureDist } from './helpers/fixture-dist.ts';

const rootDir = path.resolve(import.meta.dirname, '../..');

describe('the server log in a terminal', () => {
  it('is pretty-printed: one short human line per event, no JSON braces', () => {
    const options = loggerOptions({}, true);
    expect(options.transport).toMatchObject({ target: 'pino-pretty' });
    const transport = options.transport as { options: Parameters<typeof prettyFactory>[0] };
    const format = prettyFactory({ ...transport.options, colorize: false });
    const line = format(
      JSON.stringify({ level: 30, time: Date.now(), pid: 7, hostname: 'box', msg: 'Server listening' }),
    );
    expect(line.trim().split('\n')).toHaveLength(1);
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Server listening/);
    expect(line).not.toContain('{');
  });

  it('is plain JSON when stdout is not a terminal (a pipe, a process manager)', () => {
    expect(loggerOptions({}, false)).toEqual({ level: 'info' });
    expect(loggerOptions({ LOG_LEVEL: 'warn' }, false)).toEqual({ level: 'warn' });
  });
});

describe('a first start without lead delivery', () => {
  let tempDir: string;
  let output: string;
  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'log-output-'));
    await writeFixtureDist(path.join(tempDir, 'dist'));
    output = await firstStartOutput({
      SKIP_BUILD: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DIST_DIR: path.join(tempDir, 'dist'),
      DATABASE_URL: `sqlite:${path.join(tempDir, 'leads.db')}`,
    });
  }, 30_000);
  afterAll(() => rm(tempDir, { recursive: true, force: true }));

  it('logs JSON lines through a pipe, and no-delivery is information naming the variables to set', () => {
    const events = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    const noDelivery = events.find((event) => event.msg.startsWith('no lead delivery configured'));
    expect(noDelivery?.level).toBe(30);
    for (const variable of ['SMTP_URL', 'LEAD_MAIL_TO', 'LEAD_MAIL_FROM', 'LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET']) {
      expect(noDelivery?.msg).toContain(variable);
    }
    expect(events.filter((event) => event.level >= 40)).toEqual([]);
  });
});

/** Runs the production server with stdout piped until it listens, stops it, and returns what it printed. */
function firstStartOutput(env: Record<string, string>): Promise<string> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(SMTP_URL|LEAD_|DATABASE_URL)/.test(name)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    cwd: rootDir,
    env: { ...clean, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Site and lead API on http/.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', () => resolve(output));
    setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within 20 s:\n${output}`));
    }, 20_000).unref();
  });
}
