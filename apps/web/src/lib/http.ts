import { ErrorCode, ErrorMessage, LAST_ACTIVITY_THROTTLE_MS, REQUEST_TIMEOUT_MS } from '@jianku/rules';
import { getAccessToken, getCompanyId, setLastActivity } from './auth-storage.ts';
import { envelopeError, JkError, normalizeError, requestPosition } from './errors.ts';
import {
  CanceledError,
  HttpError,
  HttpHeaders,
  type HttpRequestConfig,
  type HttpResponse,
  type InternalRequestConfig,
  requestUri,
  send,
} from './http-transport.ts';
import { getRuntimeConfig } from './runtime-config.ts';

export type { HttpRequestConfig, HttpResponse, InternalRequestConfig } from './http-transport.ts';

/** Sends one request and resolves to its response (the transport, or the sharing of in-flight GETs). */
export type HttpAdapter = (config: InternalRequestConfig) => Promise<HttpResponse>;

/** The response envelope (spec §3): code 0 is success. */
export interface Envelope<T = unknown> {
  code: number;
  msg?: string;
  message?: string;
  data: T;
}

/** The portal API base on the current host (spec §7, SPEC-7.06). */
export const API_BASE = '/to/api';
/** Paths under this prefix go to the open platform's origin (SPEC-7.06). */
export const OPEN_API_PREFIX = '/tool/api';
/** Paths that already carry one of the spec's base paths (SPEC-7.07) are sent to the current host as they are. */
const BASED_PREFIXES = ['/to/', '/tool/'];

const ABSOLUTE_URL = /^([a-z][a-z\d+.-]*:)?\/\//i;

/** The base URL for a request path: the open origin for /tool/api, none for based paths, else /to/api. */
export function resolveBaseURL(url: string): string {
  if (ABSOLUTE_URL.test(url)) return '';
  if (url === OPEN_API_PREFIX || url.startsWith(`${OPEN_API_PREFIX}/`)) {
    return getRuntimeConfig().openOrigin.replace(/\/+$/, '');
  }
  if (BASED_PREFIXES.some((prefix) => url.startsWith(prefix))) return '';
  return API_BASE;
}

/** Where the channel header comes from (the app store's channel; installed by the app, app/http-setup.ts). */
let channelSource: () => number | null = () => null;

/** Installs where the channel header's value comes from. Returns a function that restores the default (none). */
export function setChannelSource(source: () => number | null): () => void {
  channelSource = source;
  return () => {
    if (channelSource === source) channelSource = () => null;
  };
}

export interface RequestStep {
  name: string;
  run: (config: InternalRequestConfig) => InternalRequestConfig;
}

/**
 * The request interceptors, run in this order for every request (spec §7 common request rules):
 * base URL, bearer token, tenant id, channel, timeout.
 */
export const REQUEST_STEPS: readonly RequestStep[] = Object.freeze([
  {
    name: 'baseUrl',
    run: (config) => {
      if (config.baseURL == null) config.baseURL = resolveBaseURL(config.url ?? '');
      return config;
    },
  },
  {
    name: 'authorization',
    run: (config) => {
      const token = config.skipAuth ? undefined : getAccessToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      return config;
    },
  },
  {
    name: 'tenantId',
    run: (config) => {
      const companyId = getCompanyId();
      if (companyId) config.headers.set('tenant-id', companyId);
      return config;
    },
  },
  {
    name: 'channel',
    run: (config) => {
      const channel = channelSource();
      if (channel !== null) config.headers.set('channel', String(channel));
      return config;
    },
  },
  {
    name: 'timeout',
    run: (config) => {
      if (!config.timeout) config.timeout = REQUEST_TIMEOUT_MS;
      return config;
    },
  },
]);

// ---------------------------------------------------------------------------------------------------------
// Sharing identical in-flight GETs (SPEC-7.05)

interface SharedRequest {
  promise: Promise<HttpResponse>;
  controller: AbortController;
  followers: number;
}

const inflight = new Map<string, SharedRequest>();

/** Same method, full URL with params, and headers → same request. */
function requestKey(config: InternalRequestConfig): string {
  const headers = Object.entries(config.headers.toJSON())
    .map(([name, value]) => [name.toLowerCase(), String(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([(config.method ?? 'get').toLowerCase(), requestUri(config), headers]);
}

function abortSignalOf(config: InternalRequestConfig): AbortSignal | undefined {
  const signal = config.signal;
  return signal && typeof signal.addEventListener === 'function' ? signal : undefined;
}

/**
 * Each caller gets its own copy of parsed JSON (as each axios caller parsed its own), so that one changing
 * its answer does not change another's. Files (Blob, ArrayBuffer) and text are shared as they are.
 */
function ownCopy(response: HttpResponse, config: InternalRequestConfig): HttpResponse {
  const data: unknown = response.data;
  const parsed = typeof data === 'object' && data !== null && (Array.isArray(data) || isPlainObject(data));
  return { ...response, config, data: parsed ? structuredClone(data) : data };
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** One caller's view of a shared request: its own config, its own copy of the answer, its own cancellation. */
function follow(key: string, shared: SharedRequest, config: InternalRequestConfig): Promise<HttpResponse> {
  return new Promise<HttpResponse>((resolve, reject) => {
    let settled = false;
    const signal = abortSignalOf(config);
    const finish = () => {
      settled = true;
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      if (settled) return;
      finish();
      shared.followers -= 1;
      if (shared.followers === 0) {
        if (inflight.get(key) === shared) inflight.delete(key);
        shared.controller.abort();
      }
      reject(new CanceledError(undefined, config));
    };
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort);
    shared.promise.then(
      (response) => {
        if (settled) return;
        finish();
        resolve(ownCopy(response, config));
      },
      (reason: unknown) => {
        if (settled) return;
        finish();
        if (reason instanceof CanceledError)
          reject(new CanceledError(reason.message, config, reason.request));
        else if (reason instanceof HttpError) {
          const response = reason.response ? ownCopy(reason.response, config) : undefined;
          reject(new HttpError(reason.message, reason.code, config, reason.request, response));
        } else reject(reason);
      },
    );
  });
}

/** Wraps an adapter so that identical GETs made while one is in flight share its network request. */
export function sharingAdapter(base: HttpAdapter): HttpAdapter {
  return (config) => {
    if ((config.method ?? 'get').toLowerCase() !== 'get' || config.dedupe === false) return base(config);
    const key = requestKey(config);
    let shared = inflight.get(key);
    if (!shared) {
      const controller = new AbortController();
      const promise = base({ ...config, signal: controller.signal });
      const created: SharedRequest = { promise, controller, followers: 0 };
      const forget = () => {
        if (inflight.get(key) === created) inflight.delete(key);
      };
      promise.then(forget, forget);
      inflight.set(key, created);
      shared = created;
    }
    shared.followers += 1;
    return follow(key, shared, config);
  };
}

/** Number of distinct GETs in flight (for tests and diagnostics). */
export function inflightCount(): number {
  return inflight.size;
}

// ---------------------------------------------------------------------------------------------------------
// The 401 extension point (SPEC-4.12): the accounts feature installs the token refresh here.

export interface UnauthorizedContext {
  /** the response whose envelope carries code 401 */
  response: HttpResponse<Envelope>;
  /** sends the original request again (through every interceptor, so with the current token) */
  retry: () => Promise<HttpResponse>;
}

/**
 * Called when a response's envelope carries code 401 (once per request: not for the retry). Resolve to the
 * response to use instead (usually `retry()` after refreshing the token); resolve to null to let the original
 * 401 go on to error handling; throw to fail the request with that error instead (e.g. refresh time exceed).
 */
export type UnauthorizedHandler = (context: UnauthorizedContext) => Promise<HttpResponse | null>;

let unauthorizedHandler: UnauthorizedHandler | null = null;

/** Installs (or with null removes) the 401 handler. Returns a function that removes this one. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

// ---------------------------------------------------------------------------------------------------------
// The error display extension point (spec §8): how a failure is shown lives with the UI
// (components/error-dialog/error-display.ts), installed by the app (app/http-setup.ts).

/** Shows a failed request's error (toast, dialog, redirect); not called when the caller set skipErrorHandler. */
export type ErrorHandler = (error: JkError) => void;

let errorHandler: ErrorHandler | null = null;

/** Installs (or with null removes) the error handler. Returns a function that removes this one. */
export function setErrorHandler(handler: ErrorHandler | null): () => void {
  errorHandler = handler;
  return () => {
    if (errorHandler === handler) errorHandler = null;
  };
}

// ---------------------------------------------------------------------------------------------------------
// The instance

type Plain = Record<string, unknown>;

export function isEnvelope(body: unknown): body is Envelope & Plain {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const candidate = body as Plain;
  return typeof candidate.code === 'number';
}

/**
 * Whether a successful response should carry the envelope: the caller asked for JSON (the default
 * responseType). Blobs, text and array buffers (files, exports) are passed on as they are.
 */
function expectsEnvelope(config: HttpRequestConfig): boolean {
  return config.responseType === undefined || config.responseType === 'json';
}

/**
 * SPEC-8.01 an answer that should be an envelope but has no numeric code (a bare object or list, an HTML
 * page, an empty body): error 100001 with the message Unknow Error, handled as any failure, instead of
 * handing the page data it cannot read.
 */
function missingEnvelopeError(response: HttpResponse): JkError {
  return new JkError({
    code: ErrorCode.defaultUnknown,
    message: ErrorMessage.unknow,
    type: 'http',
    position: requestPosition(response.config),
    instance: response.data,
  });
}

function isJsonResponse(response: HttpResponse): boolean {
  const type = response.headers['content-type'];
  return typeof type === 'string' && /[/+]json\b/i.test(type);
}

let lastActivityWrite = 0;

/** Each successful JSON response moves the last-activity time, at most once a second (SPEC-4.16, SPEC-9.06). */
function touchActivity(): void {
  const now = Date.now();
  if (now - lastActivityWrite < LAST_ACTIVITY_THROTTLE_MS && now >= lastActivityWrite) return;
  lastActivityWrite = now;
  setLastActivity(now);
}

function failed(err: JkError, config: HttpRequestConfig | undefined): JkError {
  if (!config?.skipErrorHandler) errorHandler?.(err);
  return err;
}

/** Runs the 401 handler for a response whose envelope carries 401; null when there is none or it declined. */
async function replaceUnauthorized(response: HttpResponse): Promise<HttpResponse | null> {
  const handler = unauthorizedHandler;
  if (!handler || response.config.jkRetried || !isEnvelope(response.data) || response.data.code !== 401)
    return null;
  const retryConfig: HttpRequestConfig = { ...response.config, jkRetried: true };
  return handler({
    response: response as HttpResponse<Envelope>,
    retry: () => http.request(retryConfig),
  });
}

// biome-ignore lint/suspicious/noExplicitAny: a step passes on what it was given (a config, a response)
type Step = { fulfilled?: (value: any) => any; rejected?: (error: unknown) => any };

/** Interceptors as axios had them: `use` adds one and answers its id, `eject(id)` removes it. */
class Interceptors<T> {
  readonly steps: Array<Step | null> = [];
  use(fulfilled?: (value: T) => T | Promise<T>, rejected?: (error: unknown) => unknown): number {
    this.steps.push({ fulfilled, rejected });
    return this.steps.length - 1;
  }
  eject(id: number): void {
    if (this.steps[id]) this.steps[id] = null;
  }
}

/**
 * The one client. Request interceptors run last-added first (as axios ran them: one added after the app's
 * steps runs before them), then the transport (sharing identical GETs), then the response interceptors in
 * the order added. Its responses are HttpResponses whose envelope code was 0.
 */
export const http = {
  interceptors: {
    request: new Interceptors<InternalRequestConfig>(),
    response: new Interceptors<HttpResponse>(),
  },
  adapter: sharingAdapter(send) as HttpAdapter,
  // biome-ignore lint/suspicious/noExplicitAny: the data is what the caller says it is, as in axios
  request<T = any>(config: HttpRequestConfig): Promise<HttpResponse<T>> {
    const internal: InternalRequestConfig = {
      ...config,
      method: (config.method ?? 'get').toLowerCase(),
      headers: HttpHeaders.from(config.headers),
    };
    let chain: Promise<unknown> = Promise.resolve(internal);
    for (const step of [...this.interceptors.request.steps].reverse()) {
      if (step) chain = chain.then(step.fulfilled, step.rejected);
    }
    chain = chain.then((ready) => this.adapter(ready as InternalRequestConfig));
    for (const step of this.interceptors.response.steps) {
      if (step) chain = chain.then(step.fulfilled, step.rejected);
    }
    return chain as Promise<HttpResponse<T>>;
  },
  // biome-ignore lint/suspicious/noExplicitAny: as request
  get<T = any>(url: string, config?: HttpRequestConfig): Promise<HttpResponse<T>> {
    return this.request<T>({ ...config, method: 'get', url });
  },
  // biome-ignore lint/suspicious/noExplicitAny: as request
  post<T = any>(url: string, data?: unknown, config?: HttpRequestConfig): Promise<HttpResponse<T>> {
    return this.request<T>({ ...config, method: 'post', url, data });
  },
};

http.interceptors.request.use((config) => REQUEST_STEPS.reduce((current, step) => step.run(current), config));

http.interceptors.response.use(
  async (response) => {
    const body: unknown = response.data;
    if (isEnvelope(body) && body.code !== 0) {
      if (body.code === 401) {
        let replaced: HttpResponse | null;
        try {
          replaced = await replaceUnauthorized(response);
        } catch (error) {
          throw failed(normalizeError(error), response.config);
        }
        if (replaced) return replaced;
      }
      throw failed(envelopeError(body, response), response.config);
    }
    if (!isEnvelope(body) && expectsEnvelope(response.config)) {
      throw failed(missingEnvelopeError(response), response.config);
    }
    if (isJsonResponse(response)) touchActivity();
    return response;
  },
  async (error: unknown) => {
    if (error instanceof HttpError && error.response) {
      let replaced: HttpResponse | null;
      try {
        replaced = await replaceUnauthorized(error.response);
      } catch (thrown) {
        throw failed(normalizeError(thrown), error.config);
      }
      if (replaced) return replaced;
    }
    const config = error instanceof HttpError ? error.config : undefined;
    throw failed(normalizeError(error), config);
  },
);

/** The envelope's data of a body, or the body itself when it is not an envelope. */
export function unwrap<T>(body: unknown): T {
  return (isEnvelope(body) ? body.data : body) as T;
}

/** Sends a request through `http` and resolves to the envelope's data; rejects with a JkError. */
export async function request<T = unknown>(config: HttpRequestConfig): Promise<T> {
  const response = await http.request(config);
  return unwrap<T>(response.data);
}

export function get<T = unknown>(url: string, params?: unknown, config?: HttpRequestConfig): Promise<T> {
  return request<T>({ ...config, method: 'get', url, params });
}

export function post<T = unknown>(url: string, body?: unknown, config?: HttpRequestConfig): Promise<T> {
  return request<T>({ ...config, method: 'post', url, data: body });
}

export function put<T = unknown>(url: string, body?: unknown, config?: HttpRequestConfig): Promise<T> {
  return request<T>({ ...config, method: 'put', url, data: body });
}

export function del<T = unknown>(url: string, params?: unknown, config?: HttpRequestConfig): Promise<T> {
  return request<T>({ ...config, method: 'delete', url, params });
}
