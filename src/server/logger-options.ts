import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's logger for the production server. In a terminal a person reads it: pino-pretty prints one
 * short line per event. Anywhere else (a process manager, a container, a pipe) a machine reads it: plain
 * JSON lines, one per event, as pino writes them.
 */
export function loggerOptions(
  env: NodeJS.ProcessEnv,
  stdoutIsTerminal: boolean,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const level = env.LOG_LEVEL ?? 'info';
  if (!stdoutIsTerminal) return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
