import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Logger } from '../logger';

// The local bus's files: JSON lines, appended by one process, read back whole when a bus is created.

export function readLines(file: string, log: Logger): unknown[] {
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  // A crash mid-append leaves half a line: end it so the next append starts on a line of its own.
  if (text.length > 0 && !text.endsWith('\n')) appendFileSync(file, '\n');
  const rows: unknown[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      rows.push(JSON.parse(line));
    } catch {
      log.warn({ file }, 'skipping a torn line in the local event log');
    }
  }
  return rows;
}

export function appendLine(file: string, row: unknown): void {
  appendFileSync(file, `${JSON.stringify(row)}\n`);
}

export function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** Rewrites a file atomically: a crash leaves either the old file or the new one. */
export function replaceLines(file: string, rows: unknown[]): void {
  writeFileSync(`${file}.tmp`, rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
  renameSync(`${file}.tmp`, file);
}
