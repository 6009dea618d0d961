import { ErrorCode } from '@jianku/rules';

/**
 * A business error: answered as `{ code, msg, data: null }`. HTTP status 200 unless given (spec §8:
 * the client reads the code from the envelope). `msg` is shown to the user: write it in Chinese.
 *
 *   throw new AppError(ErrorCode.accountLocked, ErrorMessage.accountLocked);
 */
export class AppError extends Error {
  readonly code: number;
  readonly httpStatus: number;

  constructor(code: number, msg: string, httpStatus = 200, options?: ErrorOptions) {
    super(msg, options);
    this.name = 'AppError';
    this.code = code;
    this.httpStatus = httpStatus;
  }
}

/** Malformed input found by a handler or service: HTTP 400, code invalidParams, the message as given. */
export function badRequest(msg: string): AppError {
  return new AppError(ErrorCode.invalidParams, msg, 400);
}

/** An AppError as a worker thread posts it (a bad input's code, message and status). */
export interface PostedAppError {
  code: number;
  msg: string;
  status: number;
}

/** What a worker thread posts for an error: an AppError's code, message and status, or null (unexpected). */
export const postedError = (error: unknown): PostedAppError | null =>
  error instanceof AppError ? { code: error.code, msg: error.message, status: error.httpStatus } : null;

/** The AppError of a worker thread's posted error. */
export const receivedError = (e: PostedAppError): AppError => new AppError(e.code, e.msg, e.status);
