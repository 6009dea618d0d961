/**
 * The wire under lib/http.ts: one request over XMLHttpRequest, with the request config, response and errors
 * the app used to take from axios (same field names, same error codes: ETIMEDOUT, ERR_NETWORK, ECONNABORTED,
 * ERR_CANCELED, ERR_BAD_REQUEST / ERR_BAD_RESPONSE), and axios's serialisation of params (key[]=a&key[]=b)
 * and bodies (plain objects as JSON). Why: axios was 22 KB gzipped of every page's first load, most of it
 * for Node, fetch and form-data paths the portal never takes (issue 17). XMLHttpRequest rather than fetch:
 * uploads report their progress (onUploadProgress) and a timeout is the browser's own.
 *
 * The app sends through lib/http.ts (interceptors, envelope, errors); `send` alone is for a URL that must
 * carry none of that (a presigned upload URL on another host, lib/upload.ts):
 *
 *   const response = await send({ method: 'put', url, data: blob, validateStatus: () => true });
 */

type HeaderValue = string | number | boolean | null | undefined;

/** Request or response headers, names matched without regard to case. */
export class HttpHeaders {
  private readonly entries = new Map<string, [string, string]>();

  static from(source?: HttpHeaders | Record<string, HeaderValue>): HttpHeaders {
    const headers = new HttpHeaders();
    if (source instanceof HttpHeaders) {
      for (const [name, value] of source.entries.values()) headers.set(name, value);
    } else if (source) {
      for (const [name, value] of Object.entries(source)) headers.set(name, value);
    }
    return headers;
  }

  set(name: string, value: HeaderValue): this {
    if (value === undefined || value === null) this.entries.delete(name.toLowerCase());
    else this.entries.set(name.toLowerCase(), [name, String(value)]);
    return this;
  }

  get(name: string): string | undefined {
    return this.entries.get(name.toLowerCase())?.[1];
  }

  has(name: string): boolean {
    return this.entries.has(name.toLowerCase());
  }

  delete(name: string): void {
    this.entries.delete(name.toLowerCase());
  }

  toJSON(): Record<string, string> {
    return Object.fromEntries(this.entries.values());
  }
}

export interface HttpProgress {
  loaded: number;
  total?: number;
}

export interface HttpRequestConfig {
  url?: string;
  baseURL?: string;
  method?: string;
  params?: unknown;
  data?: unknown;
  headers?: HttpHeaders | Record<string, HeaderValue>;
  /** json (the default: parsed when it parses), text, blob or arraybuffer */
  responseType?: 'json' | 'text' | 'blob' | 'arraybuffer';
  /** milliseconds; 0 or none waits for ever */
  timeout?: number;
  signal?: AbortSignal;
  onUploadProgress?: (event: HttpProgress) => void;
  /** which statuses resolve (default 2xx) */
  validateStatus?: (status: number) => boolean;
  /** The caller handles failures itself: the error handler is not called (the error is still normalised). */
  skipErrorHandler?: boolean;
  /** Send no Authorization header. */
  skipAuth?: boolean;
  /** Set false to keep an identical in-flight GET from being shared. */
  dedupe?: boolean;
  /** Set on the retry made for the unauthorized handler, so that a second 401 is not handled again. */
  jkRetried?: boolean;
}

/** A config as the interceptors and the transport see it: its headers are an HttpHeaders. */
export interface InternalRequestConfig extends HttpRequestConfig {
  headers: HttpHeaders;
}

// biome-ignore lint/suspicious/noExplicitAny: a response's data is what the caller says it is, as in axios
export interface HttpResponse<T = any> {
  data: T;
  status: number;
  statusText: string;
  /** lower-case names */
  headers: Record<string, string>;
  config: InternalRequestConfig;
  request?: XMLHttpRequest;
}

/** A failed request: `code` says how (the codes axios used), `response` is there when the server answered. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    message: string,
    public code?: string,
    public config?: InternalRequestConfig,
    public request?: unknown,
    public response?: HttpResponse,
  ) {
    super(message);
  }
}

/** A request cancelled by its caller (its signal aborted). */
export class CanceledError extends HttpError {
  override name = 'CanceledError';
  constructor(message?: string, config?: InternalRequestConfig, request?: unknown) {
    super(message ?? 'canceled', 'ERR_CANCELED', config, request);
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}

export function isCancel(value: unknown): value is CanceledError {
  return value instanceof CanceledError;
}

// ---------------------------------------------------------------------------------------------------------
// URLs and params, as axios wrote them

/** axios's encoding of a params key or value: ':', '$', ',' kept, spaces as '+'. */
function encodeParam(text: string): string {
  return encodeURIComponent(text)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

function paramText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Pairs of params: arrays as key[] (null items skipped), nested objects as key[sub], null/undefined skipped. */
function paramPairs(params: Record<string, unknown>, prefix = ''): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const key = prefix ? `${prefix}[${name}]` : name;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== undefined && item !== null) pairs.push([`${key}[]`, paramText(item)]);
    } else if (typeof value === 'object' && !(value instanceof Date)) {
      pairs.push(...paramPairs(value as Record<string, unknown>, key));
    } else pairs.push([key, paramText(value)]);
  }
  return pairs;
}

const ABSOLUTE_URL = /^([a-z][a-z\d+.-]*:)?\/\//i;

/** The full URL of a request: base URL and path joined, params appended. */
export function requestUri(config: HttpRequestConfig): string {
  const url = config.url ?? '';
  let full = config.baseURL && !ABSOLUTE_URL.test(url) ? joinUrl(config.baseURL, url) : url;
  const params = config.params;
  if (!params) return full;
  const query =
    params instanceof URLSearchParams
      ? params.toString()
      : paramPairs(params as Record<string, unknown>)
          .map(([key, value]) => `${encodeParam(key)}=${encodeParam(value)}`)
          .join('&');
  if (!query) return full;
  const hash = full.indexOf('#');
  if (hash !== -1) full = full.slice(0, hash);
  return `${full}${full.includes('?') ? '&' : '?'}${query}`;
}

function joinUrl(base: string, path: string): string {
  return path ? `${base.replace(/\/?\/$/, '')}/${path.replace(/^\/+/, '')}` : base;
}

// ---------------------------------------------------------------------------------------------------------
// Bodies and answers

/** The body to send: FormData, files and buffers as they are; plain objects and arrays as JSON. */
function requestBody(config: InternalRequestConfig): XMLHttpRequestBodyInit | null {
  const data = config.data;
  if (data === undefined || data === null) return null;
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    config.headers.delete('Content-Type'); // the browser writes it with the boundary
    return data;
  }
  if (data instanceof Blob || data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    return data as XMLHttpRequestBodyInit;
  }
  if (data instanceof URLSearchParams) {
    if (!config.headers.has('Content-Type')) {
      config.headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=utf-8');
    }
    return data.toString();
  }
  if (typeof data === 'object') {
    if (!config.headers.has('Content-Type')) config.headers.set('Content-Type', 'application/json');
    return JSON.stringify(data);
  }
  return String(data);
}

function responseHeaders(xhr: XMLHttpRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of xhr.getAllResponseHeaders().split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/** The answer's data: for json (the default) the text parsed when it parses, else the text as it is. */
function responseData(xhr: XMLHttpRequest, config: InternalRequestConfig): unknown {
  const type = config.responseType;
  if (type && type !== 'json' && type !== 'text') return xhr.response;
  const text = xhr.responseText;
  if (type === 'text' || !text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * Sends one request and resolves to its response; rejects with an HttpError when no answer came (timeout,
 * network, abort) or the status is not accepted (validateStatus, 2xx by default).
 * Long because the request's events (load, error, timeout, abort, progress) are wired on one object.
 */
export function send(input: HttpRequestConfig): Promise<HttpResponse> {
  const config: InternalRequestConfig = { ...input, headers: HttpHeaders.from(input.headers) };
  return new Promise<HttpResponse>((resolve, reject) => {
    const signal = config.signal;
    if (signal?.aborted) {
      reject(new CanceledError(undefined, config));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open((config.method ?? 'get').toUpperCase(), requestUri(config), true);
    xhr.timeout = config.timeout ?? 0;
    if (config.responseType && config.responseType !== 'json') xhr.responseType = config.responseType;
    const body = requestBody(config);
    if (!config.headers.has('Accept')) config.headers.set('Accept', 'application/json, text/plain, */*');
    for (const [name, value] of Object.entries(config.headers.toJSON())) xhr.setRequestHeader(name, value);
    const onAbort = () => {
      xhr.abort();
      done();
      reject(new CanceledError(undefined, config, xhr));
    };
    const done = () => signal?.removeEventListener('abort', onAbort);
    signal?.addEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      const response: HttpResponse = {
        data: responseData(xhr, config),
        status: xhr.status,
        statusText: xhr.statusText,
        headers: responseHeaders(xhr),
        config,
        request: xhr,
      };
      if ((config.validateStatus ?? isSuccess)(xhr.status)) resolve(response);
      else {
        const code = xhr.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
        reject(new HttpError(`Request failed with status code ${xhr.status}`, code, config, xhr, response));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new HttpError('Network Error', 'ERR_NETWORK', config, xhr));
    };
    xhr.ontimeout = () => {
      done();
      reject(new HttpError(`timeout of ${config.timeout}ms exceeded`, 'ETIMEDOUT', config, xhr));
    };
    xhr.onabort = () => {
      if (signal?.aborted) return; // ours: rejected in onAbort
      done();
      reject(new HttpError('Request aborted', 'ECONNABORTED', config, xhr));
    };
    const progress = config.onUploadProgress;
    if (progress && xhr.upload) {
      xhr.upload.onprogress = (event) =>
        progress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    }
    xhr.send(body);
  });
}
