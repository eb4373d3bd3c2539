// A tiny leveled logger writing one line per message to stderr (stdout carries only the ready line).
import type { LogLevel } from './config.ts';

export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

const order: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

export function createLogger(level: LogLevel): Logger {
  const at = (messageLevel: Exclude<LogLevel, 'silent'>) => (message: string) => {
    if (order[messageLevel] >= order[level]) process.stderr.write(`[gateway] ${messageLevel}: ${message}\n`);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
