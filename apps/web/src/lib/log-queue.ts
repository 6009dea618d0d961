import { LOG_DUPLICATE_WINDOW_MS, LOG_QUEUE_MAX } from '@jianku/rules';
import { logEntryFor, normalizeError } from './errors.ts';
import { request } from './http.ts';

/**
 * The local log queue (spec §3, §7, §8; SPEC-3.36, SPEC-7.25, SPEC-8.21, SPEC-8.31, SPEC-9.34): client error
 * logs kept in localStorage (30 entries; the same error within 2000 ms is logged once) and posted to the open
 * platform's /tool/api/front/log as `{ data: "<JSON of the queue>" }` on start and on each new log. A failed
 * post keeps the entries for the next attempt; a successful one removes the entries it carried.
 */

/** What an error report carries (spec §7 error report). */
export interface LogEntry {
  message: string;
  stack?: string;
  code?: number;
  url?: string;
  position?: string;
  name?: string;
}

export interface QueuedLogEntry extends LogEntry {
  id: string;
  /** epoch ms */
  time: number;
}

export const LOG_QUEUE_KEY = 'jk_log_queue';
export const LOG_ENDPOINT = '/tool/api/front/log';

/** Last time each error signature was logged, for the duplicate window. */
const lastLogged = new Map<string, number>();
let sending: Promise<void> | null = null;
let sendAgain = false;
let idSeq = 0;

export function readLogQueue(): QueuedLogEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOG_QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedLogEntry[]) : [];
  } catch {
    return [];
  }
}

function writeLogQueue(queue: QueuedLogEntry[]): void {
  try {
    if (queue.length === 0) localStorage.removeItem(LOG_QUEUE_KEY);
    else localStorage.setItem(LOG_QUEUE_KEY, JSON.stringify(queue));
  } catch {
    // Storage full or unavailable: logging must never break the page.
  }
}

function signature(entry: LogEntry): string {
  return `${entry.code ?? ''}|${entry.name ?? ''}|${entry.message}|${entry.position ?? ''}`;
}

/**
 * Queues an error log and posts the queue. Returns false when the same error was logged within the
 * duplicate window and this one was dropped.
 */
export function logError(entry: LogEntry): boolean {
  const now = Date.now();
  const sig = signature(entry);
  const last = lastLogged.get(sig);
  if (last !== undefined && now - last < LOG_DUPLICATE_WINDOW_MS) return false;
  lastLogged.set(sig, now);
  for (const [key, time] of lastLogged) if (now - time >= LOG_DUPLICATE_WINDOW_MS) lastLogged.delete(key);

  idSeq += 1;
  const queued: QueuedLogEntry = { ...entry, id: `${now.toString(36)}-${idSeq}`, time: now };
  writeLogQueue([...readLogQueue(), queued].slice(-LOG_QUEUE_MAX));
  void flushLogQueue();
  return true;
}

/** Logs anything thrown (router load errors, unhandled rejections). Muted errors (aborts) are skipped. */
export function logException(error: unknown): boolean {
  const err = normalizeError(error);
  if (err.muted) return false;
  return logError(logEntryFor(err));
}

async function sendOnce(): Promise<void> {
  const batch = readLogQueue();
  if (batch.length === 0) return;
  try {
    await request({
      method: 'post',
      url: LOG_ENDPOINT,
      data: { data: JSON.stringify(batch) },
      skipErrorHandler: true,
    });
  } catch {
    // Kept queued; sent again on the next log or start (SPEC-8.21).
    sendAgain = false;
    return;
  }
  const sent = new Set(batch.map((entry) => entry.id));
  writeLogQueue(readLogQueue().filter((entry) => !sent.has(entry.id)));
}

/** Posts the queue; concurrent calls share one post, and logs queued meanwhile go in a follow-up post. */
export function flushLogQueue(): Promise<void> {
  if (sending) {
    sendAgain = true;
    return sending;
  }
  sending = (async () => {
    try {
      do {
        sendAgain = false;
        await sendOnce();
      } while (sendAgain && readLogQueue().length > 0);
    } finally {
      sending = null;
    }
  })();
  return sending;
}

function onUnhandledRejection(event: PromiseRejectionEvent): void {
  logException(event.reason);
}

function onWindowError(event: ErrorEvent): void {
  logException(event.error ?? event.message);
}

/**
 * Sends what earlier visits left queued and logs unhandled promise rejections and uncaught errors from now on
 * (SPEC-8.31). Returns a stop function.
 */
export function startLogQueue(): () => void {
  window.addEventListener('unhandledrejection', onUnhandledRejection);
  window.addEventListener('error', onWindowError);
  void flushLogQueue();
  return () => {
    window.removeEventListener('unhandledrejection', onUnhandledRejection);
    window.removeEventListener('error', onWindowError);
  };
}
