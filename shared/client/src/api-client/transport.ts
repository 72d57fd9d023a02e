import type { FieldErrors } from '@jazz/contracts';
import { isRecord } from '@jazz/contracts/typed';
import { ApiError } from './errors';
import { nextCursor, type ApiClientOptions, type ListPage, type MutationOptions } from './types';

/** One request of the client: a path under the base address, and what it sends. */
export interface RequestConfig {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** A plain object or array goes as JSON; a string, Blob or bytes as they are (with their Content-Type header). */
  data?: unknown;
  headers?: Record<string, string>;
  /**
   * 'text': the body as it came; 'arraybuffer': its bytes (a PDF), when the answer is a 2xx; else
   * JSON when it parses, the text when not.
   */
  responseType?: 'text' | 'arraybuffer';
  /** Which statuses are an answer rather than a failure: 2xx when absent. */
  validateStatus?: (status: number) => boolean;
  /** Milliseconds; 0 waits as long as it takes (a large upload). The client's timeoutMs when absent. */
  timeout?: number;
}

/** An answer: its status, its parsed body and its headers. */
interface Answer<T> {
  status: number;
  data: T;
  header: (name: string) => string | null;
}

/** The network gave no answer (offline, refused, timed out): the desktop app queues such a change. */
class NoAnswer extends Error {}

/** What the browser and Node both send as is; anything else goes as JSON. */
const isRawBody = (data: unknown) =>
  typeof data === 'string' ||
  (typeof Blob !== 'undefined' && data instanceof Blob) ||
  data instanceof ArrayBuffer ||
  ArrayBuffer.isView(data) ||
  (typeof FormData !== 'undefined' && data instanceof FormData) ||
  data instanceof URLSearchParams;

function bodyOf(config: RequestConfig, headers: Record<string, string>): XMLHttpRequestBodyInit | undefined {
  if (config.data === undefined) return undefined;
  // safe: isRawBody checked it is one of BodyInit's kinds
  if (isRawBody(config.data)) return config.data as XMLHttpRequestBodyInit;
  headers['Content-Type'] ??= 'application/json';
  return JSON.stringify(config.data);
}

/** The body as the call asked: bytes, text, or JSON when it parses (an empty body is ''). */
function parse(body: string | ArrayBuffer, status: number, config: RequestConfig): unknown {
  if (body instanceof ArrayBuffer) {
    // bytes asked for; a refusal's body is read as the API's JSON error
    if (status >= 200 && status < 300) return body;
    body = new TextDecoder().decode(body);
  }
  const text = body;
  if (config.responseType === 'text' || text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * In a browser (and the desktop's window), XMLHttpRequest: it reports an upload's progress,
 * which fetch can not. In Node (the desktop's main process and the tests), fetch. No library:
 * the admin's first screen on a phone carries what it needs (docs/performance.md).
 */
function exchange(
  url: string,
  config: RequestConfig,
  headers: Record<string, string>,
  timeout: number,
  onUpload?: (fraction: number) => void,
): Promise<Answer<unknown>> {
  const body = bodyOf(config, headers);
  if (typeof XMLHttpRequest === 'undefined') return exchangeByFetch(url, config, headers, body, timeout);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(config.method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = timeout;
    if (config.responseType === 'arraybuffer') xhr.responseType = 'arraybuffer';
    if (onUpload) xhr.upload.onprogress = (e) => onUpload(e.lengthComputable && e.total ? e.loaded / e.total : 0);
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        data: parse(
          config.responseType === 'arraybuffer' ? (xhr.response as ArrayBuffer) : xhr.responseText,
          xhr.status,
          config,
        ),
        header: (name) => xhr.getResponseHeader(name),
      });
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => reject(new NoAnswer());
    xhr.send(body ?? null);
  });
}

async function exchangeByFetch(
  url: string,
  config: RequestConfig,
  headers: Record<string, string>,
  body: XMLHttpRequestBodyInit | undefined,
  timeout: number,
): Promise<Answer<unknown>> {
  const controller = new AbortController();
  const timer = timeout > 0 ? setTimeout(() => controller.abort(), timeout) : undefined;
  try {
    const res = await fetch(url, { method: config.method, headers, body, signal: controller.signal });
    const answered = config.responseType === 'arraybuffer' ? await res.arrayBuffer() : await res.text();
    return { status: res.status, data: parse(answered, res.status, config), header: (name) => res.headers.get(name) };
  } catch {
    throw new NoAnswer();
  } finally {
    clearTimeout(timer);
  }
}

/** The requests every area of the API client is made of: the token, progress, idempotency and errors. */
export function createTransport(options: ApiClientOptions) {
  const base = options.baseURL.replace(/\/+$/, '');
  let token: string | null = null;

  async function call<T>(config: RequestConfig, mutation: MutationOptions = {}): Promise<T> {
    return (await respond<T>(config, mutation)).data;
  }

  async function respond<T>(config: RequestConfig, mutation: MutationOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...config.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (mutation.idempotencyKey) headers['Idempotency-Key'] = mutation.idempotencyKey;
    const timeout = config.timeout ?? options.timeoutMs ?? 30_000;
    options.onActivity?.(1);
    try {
      const answer = await exchange(base + config.url, config, headers, timeout, mutation.onUploadProgress);
      const ok = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
      if (!ok(answer.status)) throw toApiError(answer);
      // safe: the route's answer is the type its area's function names (the API's contract)
      return answer as Answer<T>;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(
        0,
        error instanceof NoAnswer
          ? 'The server can not be reached.'
          : error instanceof Error
            ? error.message
            : String(error),
      );
    } finally {
      options.onActivity?.(-1);
    }
  }

  const get = <T>(url: string) => call<T>({ method: 'GET', url });
  /** A list answered a page at a time: its items and the cursor of the next page (its Link header). */
  const getPage = async <T>(url: string): Promise<ListPage<T>> => {
    const res = await respond<T[]>({ method: 'GET', url });
    return { items: res.data, next: nextCursor(res.header('link') ?? undefined) };
  };
  const send = <T>(method: 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown, mutation?: MutationOptions) =>
    call<T>({ method, url, data }, mutation);
  const id = encodeURIComponent;

  return {
    call,
    respond,
    get,
    getPage,
    send,
    id,
    getToken: () => token,
    setToken: (next: string | null) => {
      token = next;
    },
  };
}

export type Transport = ReturnType<typeof createTransport>;

function toApiError(res: Answer<unknown>): ApiError {
  const body = isRecord(res.data) ? res.data : {};
  const said = body.message;
  const message = typeof said === 'string' ? said : `Request failed (${res.status}).`;
  const retryAfter = Number(res.header('retry-after') ?? undefined);
  if (res.status === 400) {
    const fields: FieldErrors = {};
    for (const [key, value] of Object.entries(body))
      if (typeof value === 'string' && key !== 'message') fields[key] = value;
    if (Object.keys(fields).length === 0 && typeof body.message === 'string') fields.form = body.message;
    return new ApiError(400, message, fields);
  }
  return new ApiError(
    res.status,
    message,
    {},
    res.status === 409 ? body.current : undefined,
    Number.isFinite(retryAfter) ? retryAfter : undefined,
    typeof body.reason === 'string' ? body.reason : undefined,
  );
}
