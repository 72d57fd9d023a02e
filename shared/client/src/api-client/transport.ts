import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { FieldErrors } from '@jazz/contracts';
import { isRecord } from '@jazz/contracts/typed';
import { ApiError } from './errors';
import { nextCursor, type ApiClientOptions, type ListPage, type MutationOptions } from './types';

/** The requests every area of the API client is made of: the token, progress, idempotency and errors. */
export function createTransport(options: ApiClientOptions) {
  const http: AxiosInstance = axios.create({ baseURL: options.baseURL, timeout: options.timeoutMs ?? 30_000 });
  let token: string | null = null;

  async function call<T>(config: AxiosRequestConfig, mutation: MutationOptions = {}): Promise<T> {
    return (await respond<T>(config, mutation)).data;
  }

  async function respond<T>(config: AxiosRequestConfig, mutation: MutationOptions = {}) {
    // safe: this client passes only plain string headers in its configs
    const headers: Record<string, string> = { ...(config.headers as Record<string, string> | undefined) };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (mutation.idempotencyKey) headers['Idempotency-Key'] = mutation.idempotencyKey;
    const onUpload = mutation.onUploadProgress;
    options.onActivity?.(1);
    try {
      const res = await http.request<T>({
        ...config,
        headers,
        onUploadProgress: onUpload ? (e) => onUpload(e.total ? e.loaded / e.total : 0) : undefined,
      });
      return res;
    } catch (error) {
      throw toApiError(error);
    } finally {
      options.onActivity?.(-1);
    }
  }

  const get = <T>(url: string) => call<T>({ method: 'GET', url });
  /** A list answered a page at a time: its items and the cursor of the next page (its Link header). */
  const getPage = async <T>(url: string): Promise<ListPage<T>> => {
    const res = await respond<T[]>({ method: 'GET', url });
    const link: unknown = res.headers.link;
    return { items: res.data, next: nextCursor(typeof link === 'string' ? link : undefined) };
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

function toApiError(error: unknown): ApiError {
  if (!(error instanceof AxiosError)) return new ApiError(0, error instanceof Error ? error.message : String(error));
  const res = error.response;
  if (!res) return new ApiError(0, 'The server can not be reached.');
  const body = isRecord(res.data) ? res.data : {};
  const said = body.message;
  const message = typeof said === 'string' ? said : `Request failed (${res.status}).`;
  const retryAfter = Number(res.headers['retry-after']);
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
