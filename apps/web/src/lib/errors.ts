/**
 * The web app's errors: the one error shape (JkError) and how anything thrown becomes one. Modelling only:
 * how an error is shown (toast, dialog, redirect, report) lives with the UI, in
 * components/error-dialog/error-display.ts, which the app installs into the http client (setErrorHandler).
 */
import {
  defaultMessageFor,
  ErrorCode,
  ErrorLevel,
  type ErrorLevelValue,
  ErrorMessage,
  errorLevel,
} from '@jianku/rules';
import { type HttpResponse, isCancel, isHttpError } from './http-transport.ts';

/** Where an error came from. */
export type JkErrorType = 'abort' | 'timeout' | 'network' | 'http' | 'business' | 'runtime';

export interface JkErrorInit {
  code: number;
  message?: string;
  type: JkErrorType;
  name?: string;
  muted?: boolean;
  hash?: string;
  position?: string;
  instance?: unknown;
}

/** Error class names by code (spec §8 error classes). */
const NAME_BY_CODE: Record<number, string> = {
  [ErrorCode.userAbort]: 'UserAbortError',
  [ErrorCode.unauthorized]: 'NeedLoginError',
  [ErrorCode.forbidden]: 'AuthError',
  [ErrorCode.notFound]: 'EmptyError',
  [ErrorCode.unknown]: 'UnknownError',
  [ErrorCode.timeout]: 'TimeoutError',
  [ErrorCode.noResponse]: 'NetworkError',
};

/**
 * The one error shape of the web app (spec §3 error object, SPEC-3.38): code, message, name, level, type,
 * muted, redirect, hash, position, instance. Level comes from the shared table (SPEC-4.47); info-level errors
 * are muted (SPEC-4.49) and danger-level ones redirect (SPEC-4.48).
 */
export class JkError extends Error {
  readonly code: number;
  readonly level: ErrorLevelValue;
  readonly type: JkErrorType;
  readonly muted: boolean;
  readonly redirect: boolean;
  /** the server's trace id (track_code response header) */
  readonly hash: string | undefined;
  /** where it happened: the request (`GET /to/api/...`) or the source position of a runtime error */
  readonly position: string | undefined;
  /** the original error or value */
  readonly instance: unknown;

  constructor(init: JkErrorInit) {
    super(init.message || defaultMessageFor(init.code));
    this.code = init.code;
    this.name =
      init.name ?? NAME_BY_CODE[init.code] ?? (init.type === 'business' ? 'BusinessError' : 'JkError');
    this.level = errorLevel(init.code);
    this.type = init.type;
    this.muted = init.muted ?? this.level === ErrorLevel.info;
    this.redirect = this.level === ErrorLevel.danger;
    this.hash = init.hash;
    this.position = init.position;
    this.instance = init.instance;
  }
}

export function isJkError(value: unknown): value is JkError {
  return value instanceof JkError;
}

type Plain = Record<string, unknown>;
function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The envelope's error message: msg, else message (spec §3 response envelope, SPEC-8.06). */
function envelopeMessage(body: Plain): string | undefined {
  return nonEmptyString(body.msg) ?? nonEmptyString(body.message);
}

/** `GET /to/api/...`: where a request went, for the error's position. */
export function requestPosition(
  config: { method?: string; baseURL?: string; url?: string } | undefined,
): string | undefined {
  if (!config?.url) return undefined;
  const base =
    config.baseURL && !/^[a-z][a-z\d+.-]*:\/\//i.test(config.url) ? config.baseURL.replace(/\/$/, '') : '';
  return `${(config.method ?? 'get').toUpperCase()} ${base}${config.url}`;
}

function trackCode(response: HttpResponse | undefined): string | undefined {
  const value: unknown = response?.headers?.track_code ?? response?.headers?.['track-code'];
  return nonEmptyString(value);
}

/** The first source position (file:line:column) of a stack trace. */
function stackPosition(stack: string | undefined): string | undefined {
  const match = stack?.match(/\(?((?:https?:\/\/|file:\/\/|\/)[^\s()]+:\d+:\d+)\)?/);
  return match?.[1];
}

/** A non-zero envelope code as an error, with the msg copied to message (SPEC-8.06, SPEC-3.37). */
export function envelopeError(body: Plain, response: HttpResponse | undefined): JkError {
  const code = typeof body.code === 'number' ? body.code : ErrorCode.defaultUnknown;
  return new JkError({
    code,
    message: envelopeMessage(body),
    type: 'business',
    hash: trackCode(response),
    position: requestPosition(response?.config),
    instance: body,
  });
}

function isAbort(e: unknown): boolean {
  if (isCancel(e)) return true;
  if (isPlain(e) || e instanceof Error) {
    const name = (e as { name?: unknown }).name;
    const code = (e as { code?: unknown }).code;
    return name === 'AbortError' || name === 'CanceledError' || code === 'ERR_CANCELED';
  }
  return false;
}

/**
 * Turns anything thrown into a JkError (spec §8 HTTP failures):
 * cancel/abort → 499 muted; timeout → 408 with the timeout message; no response → 421; a string body → that
 * message with the HTTP status as code; an envelope with a non-zero code → that code and msg; otherwise the
 * HTTP status; a runtime error keeps its message and name; nothing usable → 100001 'Unknow Error'.
 */
export function normalizeError(e: unknown): JkError {
  if (e instanceof JkError) return e;
  if (isAbort(e)) {
    return new JkError({
      code: ErrorCode.userAbort,
      message: ErrorMessage.userAbort,
      type: 'abort',
      instance: e,
    });
  }
  if (isHttpError(e)) {
    const config = e.config;
    const position = requestPosition(config);
    // A timeout is ETIMEDOUT (lib/http-transport.ts); ECONNABORTED is a browser abort.
    if (e.code === 'ETIMEDOUT' || (e.code === 'ECONNABORTED' && /timeout/i.test(e.message))) {
      return new JkError({
        code: ErrorCode.timeout,
        message: ErrorMessage.timeout,
        type: 'timeout',
        position,
        instance: e,
      });
    }
    if (e.code === 'ECONNABORTED') {
      return new JkError({
        code: ErrorCode.userAbort,
        message: ErrorMessage.userAbort,
        type: 'abort',
        instance: e,
      });
    }
    const response = e.response;
    if (!response) {
      if (e.request || e.code === 'ERR_NETWORK') {
        return new JkError({
          code: ErrorCode.noResponse,
          message: ErrorMessage.noResponse,
          type: 'network',
          position,
          instance: e,
        });
      }
      return new JkError({
        code: ErrorCode.defaultUnknown,
        message: e.message,
        type: 'runtime',
        position,
        instance: e,
      });
    }
    const body: unknown = response.data;
    const hash = trackCode(response);
    if (isPlain(body) && typeof body.code === 'number' && body.code !== 0) {
      return new JkError({
        code: body.code,
        message: envelopeMessage(body),
        type: 'http',
        hash,
        position,
        instance: e,
      });
    }
    const text = nonEmptyString(body);
    // An HTML error page is not a message for the user.
    const message = text && !/^\s*</.test(text) ? text.trim() : undefined;
    return new JkError({ code: response.status, message, type: 'http', hash, position, instance: e });
  }
  if (e instanceof Error) {
    return new JkError({
      code: ErrorCode.defaultUnknown,
      message: e.message || ErrorMessage.unknow,
      name: e.name,
      type: 'runtime',
      position: stackPosition(e.stack),
      instance: e,
    });
  }
  if (isPlain(e)) {
    const code = typeof e.code === 'number' ? e.code : ErrorCode.defaultUnknown;
    return new JkError({ code, message: envelopeMessage(e), type: 'business', instance: e });
  }
  const text = nonEmptyString(e);
  return new JkError({
    code: ErrorCode.defaultUnknown,
    message: text ?? ErrorMessage.unknow,
    type: 'runtime',
    instance: e,
  });
}

/** The log entry for an error (spec §7 error report: message, stack, code, url, position, name). */
export function logEntryFor(err: JkError) {
  const instance = err.instance;
  const stack = instance instanceof Error ? instance.stack : err.stack;
  return {
    message: err.message,
    stack,
    code: err.code,
    url: window.location.href,
    position: err.position,
    name: err.name,
  };
}
