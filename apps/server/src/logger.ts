import pino from 'pino';

export type Logger = pino.Logger;

/**
 * JSON lines on stdout; each request's lines carry its request id, every line the instance that wrote it
 * (several instances share one database: their logs are read side by side).
 */
export function createLogger(level: string, instance?: string): Logger {
  return pino({
    level,
    base: { service: 'chalan', ...(instance ? { instance } : {}) },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
