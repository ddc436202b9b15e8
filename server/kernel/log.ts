// A small leveled logger: one line per event, extra fields as JSON. Never give it tokens,
// passwords or request bodies.
import type { LogLevel } from "../config";

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface LogSink {
  out(line: string): void;
  err(line: string): void;
}

const consoleSink: LogSink = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

export function createLogger(level: LogLevel, sink: LogSink = consoleSink): Logger {
  const threshold = ORDER[level];
  const write = (lvl: Exclude<LogLevel, "silent">, message: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < threshold) return;
    const extra = fields && Object.keys(fields).length > 0 ? ` ${safeJson(fields)}` : "";
    const line = `${new Date().toISOString()} ${lvl.toUpperCase().padEnd(5)} ${message}${extra}`;
    if (lvl === "error" || lvl === "warn") sink.err(line);
    else sink.out(line);
  };
  return {
    debug: (m, f) => write("debug", m, f),
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
  };
}

function safeJson(fields: Record<string, unknown>): string {
  try {
    return JSON.stringify(fields, (_key, value: unknown) =>
      value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value,
    );
  } catch {
    return "[unserializable fields]";
  }
}

/** A logger that keeps lines in memory (tests assert on what was logged). */
export function memoryLogger(level: LogLevel = "debug"): Logger & { lines: string[] } {
  const lines: string[] = [];
  const logger = createLogger(level, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
  return Object.assign(logger, { lines });
}
