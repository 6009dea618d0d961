import { ErrorCode, ErrorMessage } from '@jianku/rules';
import { create } from 'zustand';
import { browser } from '../lib/browser.ts';
import type { JkError } from '../lib/errors.ts';
import { isOpenSite } from '../lib/runtime-config.ts';

export interface ErrorDialogContent {
  code: number;
  title: string;
  message: string;
  /** show the contact-us panel (the dialog widens to 580px when it is expanded) */
  showContact: boolean;
}

interface ErrorDialogState {
  current: ErrorDialogContent | null;
  /** Shows the error; a no-op while one is open: only one error dialog at a time (SPEC-2.65). */
  open: (err: JkError) => void;
  /** Closes the dialog; on /part outside the open site, error 1005002001 reloads the page (SPEC-8.15). */
  dismiss: () => void;
  reset: () => void;
}

/** SPEC-9.56: default dialog title 提示. */
export const ERROR_DIALOG_TITLE = '提示';

/** What the dialog says for an error (spec §8 handling by code). */
export function errorDialogContent(err: Pick<JkError, 'code' | 'message'>): ErrorDialogContent {
  switch (err.code) {
    case ErrorCode.accountLocked:
      return {
        code: err.code,
        title: ERROR_DIALOG_TITLE,
        message: ErrorMessage.accountLocked,
        showContact: true,
      };
    case ErrorCode.unknown:
      return {
        code: err.code,
        title: ERROR_DIALOG_TITLE,
        message: ErrorMessage.systemBusy,
        showContact: true,
      };
    case ErrorCode.forbidden:
    case ErrorCode.authForbidden:
      return {
        code: err.code,
        title: ERROR_DIALOG_TITLE,
        message: ErrorMessage.forbidden,
        showContact: false,
      };
    default:
      return {
        code: err.code,
        title: ERROR_DIALOG_TITLE,
        message: err.message || ErrorMessage.default,
        showContact: err.message === ErrorMessage.default,
      };
  }
}

export const useErrorDialogStore = create<ErrorDialogState>()((set, get) => ({
  current: null,
  open: (err) => {
    if (get().current) return;
    set({ current: errorDialogContent(err) });
  },
  dismiss: () => {
    const current = get().current;
    set({ current: null });
    if (current?.code === ErrorCode.partReload && window.location.pathname === '/part' && !isOpenSite()) {
      browser.reload();
    }
  },
  reset: () => set({ current: null }),
}));
