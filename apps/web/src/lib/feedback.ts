import { NOTIFICATION_DURATION_MS, SEARCH_TOAST_MS, TOAST_DURATION_MS } from '@jianku/rules';
import type { App } from 'antd';
import { createElement, Fragment, type ReactNode } from 'react';

/** What antd's `App.useApp()` returns. */
export type FeedbackApi = ReturnType<typeof App.useApp>;

export type ToastType = 'success' | 'info' | 'warning' | 'error';

export interface ToastOptions {
  /** ms; default 3000 (SPEC-9.20); search messages use 1000 (SPEC-9.19) */
  duration?: number;
}

/** The repeat counter after a toast's text (antd's Badge, drawn by the host: it loads with it, issue 17). */
export type RepeatBadge = (count: number) => ReactNode;

let api: FeedbackApi | null = null;
let repeatBadge: RepeatBadge | null = null;
/** Calls made before the app shell bound the API; replayed on bind. */
const pending: Array<() => void> = [];
const PENDING_LIMIT = 20;
/** Called when a toast or notification waits for the API: the app shell then loads antd's App (issue 17). */
let wanted: (() => void) | null = null;
/** Repeat counts of the toasts on screen, by key. */
const repeats = new Map<string, number>();

function onEscape(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || !api) return;
  for (const key of repeats.keys()) api.message.destroy(key);
  repeats.clear();
}

/**
 * Binds antd's context-aware feedback API (call once inside antd `<App>` with `App.useApp()`), so that `toast`
 * and `notify` work from anywhere, including outside React. Returns an unbind for effect cleanup.
 */
export function bindFeedback(next: FeedbackApi, badge: RepeatBadge | null = null): () => void {
  if (api !== next) {
    if (api === null) document.addEventListener('keydown', onEscape);
    api = next;
  }
  repeatBadge = badge;
  for (const call of pending.splice(0)) call();
  return () => {
    if (api !== next) return;
    api = null;
    repeatBadge = null;
    repeats.clear();
    document.removeEventListener('keydown', onEscape);
  };
}

/**
 * Registers what loads the feedback API on first use (the app shell's lazy antd App): called at once when
 * calls already wait, else on the first call made before a bind. Returns an unregister for effect cleanup.
 */
export function onFeedbackWanted(load: () => void): () => void {
  wanted = load;
  if (pending.length > 0 && !api) load();
  return () => {
    if (wanted === load) wanted = null;
  };
}

/** Queues a call until the API is bound, and asks for it. */
function defer(call: () => void): void {
  if (pending.length < PENDING_LIMIT) pending.push(call);
  wanted?.();
}

/** The bound API (modal, message, notification), or null before the app shell mounted. */
export function getFeedbackApi(): FeedbackApi | null {
  return api;
}

function toastContent(text: string, count: number): ReactNode {
  if (count < 2) return text;
  return createElement(Fragment, null, text, repeatBadge ? repeatBadge(count) : `（重复${count}次）`);
}

function show(type: ToastType, text: string, options?: ToastOptions): void {
  const bound = api;
  if (!bound) {
    defer(() => show(type, text, options));
    return;
  }
  // Identical messages share one toast whose repeat counter rises (SPEC-4.54).
  const key = `jk-toast:${type}:${text}`;
  const count = (repeats.get(key) ?? 0) + 1;
  repeats.set(key, count);
  const ms = options?.duration ?? TOAST_DURATION_MS;
  bound.message.open({
    key,
    type,
    content: toastContent(text, count),
    // antd takes seconds. Each repeat lengthens it by a microsecond: a changed duration restarts the notice's
    // timer, so a repeated message stays up for a full period from its latest repeat.
    duration: ms / 1000 + (count - 1) * 1e-6,
    pauseOnHover: true,
    onClose: () => {
      repeats.delete(key);
    },
  });
}

/** Toasts usable from anywhere (spec §4 UI behaviours, §9 message types). */
export const toast = {
  success: (text: string, options?: ToastOptions) => show('success', text, options),
  info: (text: string, options?: ToastOptions) => show('info', text, options),
  warning: (text: string, options?: ToastOptions) => show('warning', text, options),
  error: (text: string, options?: ToastOptions) => show('error', text, options),
  /** A search box error (关键字最多10个, 关键字不能重复, 请输入内容再进行搜索): 1 second (SPEC-8.22). */
  searchError: (text: string) => show('error', text, { duration: SEARCH_TOAST_MS }),
};

export interface NotifyOptions {
  description?: ReactNode;
  /** ms; default 4500 (SPEC-9.21) */
  duration?: number;
}

function showNotification(type: ToastType, title: string, options?: NotifyOptions): void {
  const bound = api;
  if (!bound) {
    defer(() => showNotification(type, title, options));
    return;
  }
  bound.notification.open({
    type,
    title,
    description: options?.description,
    duration: (options?.duration ?? NOTIFICATION_DURATION_MS) / 1000,
  });
}

/** Notifications (corner cards), 4500 ms by default. */
export const notify = {
  success: (title: string, options?: NotifyOptions) => showNotification('success', title, options),
  info: (title: string, options?: NotifyOptions) => showNotification('info', title, options),
  warning: (title: string, options?: NotifyOptions) => showNotification('warning', title, options),
  error: (title: string, options?: NotifyOptions) => showNotification('error', title, options),
};
