import pino from 'pino';

export type Logger = pino.Logger;

/** JSON lines on stdout; each request's lines carry its request id. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'chalan' }, timestamp: pino.stdTimeFunctions.isoTime });
}
