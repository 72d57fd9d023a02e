import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type {
  AdminOverview,
  AudioUpload,
  ChangeEmailInput,
  ChangeNameInput,
  ChangePasswordInput,
  MyAccount,
  Booking,
  BookingData,
  BookingInput,
  PressData,
  PressKit,
  PressPhoto,
  PressPhotoCreateInput,
  PressPhotoData,
  ContactInput,
  ContactMessage,
  CreateUserInput,
  Event,
  EventData,
  EventStatus,
  Tune,
  TuneData,
  Series,
  SeriesData,
  Venue,
  VenueData,
  FieldErrors,
  FollowersSummary,
  Stats,
  FollowInput,
  Group,
  GroupData,
  BookLessonInput,
  Lesson,
  LessonSettings,
  LoginInput,
  MyFollow,
  Page,
  PageName,
  PageUpdate,
  Photo,
  PhotoCreateInput,
  PhotoData,
  RegisterInput,
  SiteSettings,
  User,
  UserData,
} from '../contracts';
import type { CsvRowError } from '../csv/parse';
import type { BandMapping, DuplicatesRule, ExportFormat, ImportAnswer, ImportUndo } from '../contracts/import';
import { ApiError } from './errors';

export { ApiError, formErrors, isApiError } from './errors';

export interface MutationOptions {
  /** Sent as Idempotency-Key so a retried change is applied once (desktop sync). */
  idempotencyKey?: string;
  /** Upload progress from 0 to 1 (group images). */
  onUploadProgress?: (fraction: number) => void;
}

export interface ApiClientOptions {
  /** '' for same-origin (the site); the server address in the desktop app. */
  baseURL: string;
  /** Called with +1 when a request starts and -1 when it ends (the global progress bar). */
  onActivity?: (delta: 1 | -1) => void;
  timeoutMs?: number;
}

/** A checked events CSV: how many rows are valid and were created, or every problem row by row. */
export type EventsImportResult = { ok: true; created: number; valid: number } | { ok: false; errors: CsvRowError[] };

/** An import or its check: the server's answer, refused (400) when `ok` is false. */
export type ImportFileResult = { ok: boolean; answer: ImportAnswer };

export interface ImportFileOptions {
  dryRun?: boolean;
  /** The band of a file that names none. */
  group?: string;
  duplicates?: DuplicatesRule;
  /** Each unknown artist of the file: one of the site's bands, or { create: true }. */
  bands?: BandMapping;
  /** text/calendar for an .ics file; text/csv otherwise. */
  contentType?: string;
}

/** A page of a list and the cursor of the next one (null on the last page). */
export interface ListPage<T> {
  items: T[];
  next: string | null;
}

/** The parameters of GET /api/events that ask for one page (docs/events-api.md, "Pages"). */
export interface EventsPageQuery {
  /** A day (YYYY-MM-DD, the whole day in the site's zone) or an instant. */
  from?: string;
  to?: string;
  group?: string;
  when?: 'upcoming' | 'past';
  q?: string;
  status?: EventStatus;
  limit?: number;
  after?: string;
}

/** GET /api/events/changes: what changed since a token, and the token to ask with next. */
export interface EventChanges {
  changed: Event[];
  deleted: string[];
  token: string;
  /** True when a `limit` cut the answer short. */
  more?: boolean;
}

/** A query string of the parameters given (empty ones left out). */
function pageSearch(query: { [name: string]: string | number | undefined } | EventsPageQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value));
  return params.toString();
}

/** The `after` of a Link header's rel="next" address; null when there is none. */
export function nextCursor(link: string | undefined): string | null {
  const match = link ? /<([^>]+)>\s*;\s*rel="?next"?/.exec(link) : null;
  if (!match) return null;
  try {
    return new URL(match[1]!).searchParams.get('after');
  } catch {
    return null;
  }
}

export type Comparator<T> = Partial<T> & Record<string, unknown>;

/** One typed function per route of docs/product.md. */
export function createApiClient(options: ApiClientOptions) {
  const http: AxiosInstance = axios.create({ baseURL: options.baseURL, timeout: options.timeoutMs ?? 30_000 });
  let token: string | null = null;

  async function call<T>(config: AxiosRequestConfig, mutation: MutationOptions = {}): Promise<T> {
    return (await respond<T>(config, mutation)).data;
  }

  async function respond<T>(config: AxiosRequestConfig, mutation: MutationOptions = {}) {
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
    return { items: res.data, next: nextCursor(res.headers.link as string | undefined) };
  };
  const send = <T>(method: 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown, mutation?: MutationOptions) =>
    call<T>({ method, url, data }, mutation);
  const id = encodeURIComponent;

  return {
    /** Sets the bearer token sent on every request (null after logout). */
    setToken(next: string | null) {
      token = next;
    },
    getToken: () => token,
    baseURL: options.baseURL,

    settings: {
      /** Public: the site's time zone, address and name. */
      get: () => get<SiteSettings>('/api/settings'),
    },

    users: {
      register: (input: RegisterInput) => send<User>('POST', '/api/users/register', input),
      login: (input: LoginInput) => send<{ token: string }>('POST', '/api/users/login', input),
      list: () => get<User[]>('/api/users'),
      get: (userId: string) => get<User>(`/api/users/edit/${id(userId)}`),
      create: (input: CreateUserInput, m?: MutationOptions) => send<User>('POST', '/api/users/create', input, m),
      update: (userId: string, comparator: Comparator<User>, data: UserData, m?: MutationOptions) =>
        send<User>(
          'PUT',
          `/api/users/update/${id(userId)}`,
          { userComparatorData: comparator, userData: { ...data, id: userId } },
          m,
        ),
      remove: (userId: string, m?: MutationOptions) =>
        send<{ _id: string }>('DELETE', `/api/users/delete/${id(userId)}`, undefined, m),
      requestPasswordReset: (email: string) => send<boolean>('POST', '/api/users/passwordReset', { email }),
      checkResetLink: (userId: string, resetToken: string) =>
        get<{ id: string; token: string }>(`/api/users/_resetpassword/${id(userId)}/${id(resetToken)}`),
      resetPassword: (input: { id: string; token: string; password: string }) =>
        send<boolean>('POST', '/api/users/resetpassword', input),
      /** The signed-in user as stored now, with the state of the address. */
      me: () => get<MyAccount>('/api/users/me'),
      /** Answers a fresh token: every earlier one, this client's too, has ended. */
      changePassword: (input: ChangePasswordInput) => send<{ token: string }>('PUT', '/api/users/me/password', input),
      /** Mails a link to the new address; it takes effect once the link is used. */
      changeName: (input: ChangeNameInput) => send<MyAccount>('PUT', '/api/users/me/name', input),
      changeEmail: (input: ChangeEmailInput) => send<MyAccount>('PUT', '/api/users/me/email', input),
      /** `next`: where the new link's confirmed page leads back to (a path of the site). */
      resendVerification: (next?: string) =>
        send<MyAccount>('POST', '/api/users/me/verification', next ? { next } : undefined),
    },

    groups: {
      list: () => get<Group[]>('/api/groups'),
      get: (groupId: string) => get<Group>(`/api/groups/edit/${id(groupId)}`),
      create: (data: GroupData, m?: MutationOptions) => send<Group>('POST', '/api/groups/create', data, m),
      update: (groupId: string, comparator: Comparator<Group>, data: GroupData, m?: MutationOptions) =>
        send<Group>(
          'PUT',
          `/api/groups/update/${id(groupId)}`,
          { groupComparatorData: comparator, groupData: { ...data, id: groupId } },
          m,
        ),
      remove: (groupId: string, m?: MutationOptions) =>
        send<{ _id: string }>('DELETE', `/api/groups/delete/${id(groupId)}`, undefined, m),
    },

    events: {
      list: () => get<Event[]>('/api/events'),
      /** One page of shows, upcoming soonest first then past newest first (docs/events-api.md, "Pages"). */
      page: (query: EventsPageQuery) => getPage<Event>(`/api/events?${pageSearch(query)}`),
      /** The desktop's sync: shows changed and ids deleted since a token (everything without one). */
      changes: (since?: string, limit?: number) =>
        get<EventChanges>(`/api/events/changes?${pageSearch({ since, limit })}`),
      get: (eventId: string) => get<Event>(`/api/events/edit/${id(eventId)}`),
      create: (data: EventData, m?: MutationOptions) => send<Event>('POST', '/api/events/create', data, m),
      update: (eventId: string, comparator: Comparator<Event>, data: EventData, m?: MutationOptions) =>
        send<Event>(
          'PUT',
          `/api/events/update/${id(eventId)}`,
          { eventComparatorData: comparator, eventData: data },
          m,
        ),
      remove: (eventId: string, m?: MutationOptions) =>
        send<{ _id: string }>('DELETE', `/api/events/delete/${id(eventId)}`, undefined, m),
    },

    /** The repertoire (admin only); a tune in a setlist can not be deleted (409 reason "in-use"). */
    tunes: {
      list: () => get<Tune[]>('/api/tunes'),
      create: (data: TuneData, m?: MutationOptions) => send<Tune>('POST', '/api/tunes/create', data, m),
      update: (tuneId: string, comparator: Comparator<Tune>, data: TuneData, m?: MutationOptions) =>
        send<Tune>('PUT', `/api/tunes/update/${id(tuneId)}`, { tuneComparatorData: comparator, tuneData: data }, m),
      remove: (tuneId: string, m?: MutationOptions) =>
        send<{ _id: string }>('DELETE', `/api/tunes/delete/${id(tuneId)}`, undefined, m),
    },

    /**
     * The royalty report (admin only): `from` and `to` days or instants, `pro` an organisation or ''.
     * Its own group, like eventsCsv: it needs the server, the desktop passes it through.
     */
    performancesCsv: {
      export: (from: string, to: string, pro = '') =>
        call<string>({
          method: 'GET',
          url: `/api/tunes/performances.csv?${new URLSearchParams({ from, to, ...(pro && { pro }), bom: '0' }).toString()}`,
          responseType: 'text',
        }),
    },

    /** The venues (the list is public); in use, a delete is refused with 409 reason "in-use". */
    venues: {
      list: () => get<Venue[]>('/api/venues'),
      create: (data: VenueData, m?: MutationOptions) => send<Venue>('POST', '/api/venues/create', data, m),
      update: (venueId: string, comparator: Comparator<Venue>, data: VenueData, m?: MutationOptions) =>
        send<Venue>(
          'PUT',
          `/api/venues/update/${id(venueId)}`,
          { venueComparatorData: comparator, venueData: data },
          m,
        ),
      remove: (venueId: string, m?: MutationOptions) =>
        send<{ _id: string }>('DELETE', `/api/venues/delete/${id(venueId)}`, undefined, m),
      /** Moves every show of `venueId` to `into`, and deletes `venueId`. */
      merge: (venueId: string, into: string, m?: MutationOptions) =>
        send<{ _id: string; into: Venue; moved: number }>('POST', `/api/venues/merge/${id(venueId)}`, { into }, m),
    },

    /** Residencies. `from` on update: the event where "this and following" starts. */
    series: {
      list: () => get<Series[]>('/api/series'),
      get: (seriesId: string) => get<Series>(`/api/series/${id(seriesId)}`),
      create: (data: SeriesData, m?: MutationOptions) => send<Series>('POST', '/api/series/create', data, m),
      update: (
        seriesId: string,
        comparator: Record<string, unknown>,
        data: SeriesData,
        from?: string,
        m?: MutationOptions,
      ) =>
        send<Series>(
          'PUT',
          `/api/series/update/${id(seriesId)}`,
          { seriesComparatorData: comparator, seriesData: data, ...(from ? { from } : {}) },
          m,
        ),
      remove: (seriesId: string, m?: MutationOptions) =>
        send<{ _id: string }>('DELETE', `/api/series/delete/${id(seriesId)}`, undefined, m),
    },

    /**
     * The events CSV (admin only). Its own group, not under `events`: an import needs the
     * server, so the desktop's offline client passes it through as it is, and never queues it.
     */
    eventsCsv: {
      export: (format: ExportFormat = 'ours') =>
        call<string>({
          method: 'GET',
          url: format === 'ours' ? '/api/events/export.csv' : `/api/events/export.csv?format=${format}`,
          responseType: 'text',
        }),
      /** GET /api/events/export.ics: the shows as one calendar file (the CSV export's filters). */
      exportIcs: () => call<string>({ method: 'GET', url: '/api/events/export.ics', responseType: 'text' }),
      /** Any format the importer reads; a refused file answers `{ ok: false, answer }` and stores nothing. */
      importFile: async (text: string, options: ImportFileOptions = {}): Promise<ImportFileResult> => {
        const query = new URLSearchParams();
        if (options.dryRun) query.set('dryRun', '1');
        if (options.group) query.set('group', options.group);
        if (options.duplicates) query.set('duplicates', options.duplicates);
        if (options.bands && Object.keys(options.bands).length > 0) query.set('bands', JSON.stringify(options.bands));
        const search = query.toString();
        const answer = await call<ImportAnswer & { message?: string }>({
          method: 'POST',
          url: `/api/events/import${search ? `?${search}` : ''}`,
          data: text,
          headers: { 'Content-Type': `${options.contentType ?? 'text/csv'}; charset=utf-8` },
          validateStatus: (status) => (status >= 200 && status < 300) || status === 400,
        });
        if (!Array.isArray(answer.rows)) {
          const message =
            answer.message ??
            Object.values(answer as Record<string, unknown>).find((v) => typeof v === 'string') ??
            'The server refused the file.';
          throw new ApiError(400, String(message), { form: String(message) });
        }
        return { ok: !Array.isArray(answer.errors), answer };
      },
      /** Undoes the last import of the last 7 days; what it did (a 404 when there is none). */
      undoLast: () => call<ImportUndo>({ method: 'POST', url: '/api/events/import/undo' }),
      /** A file with an invalid row answers `{ ok: false, errors }` (the server's 400) and stores nothing. */
      import: async (csv: string, options: { dryRun?: boolean } = {}): Promise<EventsImportResult> => {
        const answer = await call<{ created?: number; valid?: number; errors?: CsvRowError[]; message?: string }>({
          method: 'POST',
          url: options.dryRun ? '/api/events/import?dryRun=1' : '/api/events/import',
          data: csv,
          headers: { 'Content-Type': 'text/csv; charset=utf-8' },
          // the row errors are the answer of a check, not a failure of the request
          validateStatus: (status) => (status >= 200 && status < 300) || status === 400,
        });
        if (Array.isArray(answer.errors)) return { ok: false, errors: answer.errors };
        if (typeof answer.created !== 'number') {
          const message = answer.message ?? 'The server refused the file.';
          throw new ApiError(400, message, { form: message });
        }
        return { ok: true, created: answer.created, valid: answer.valid ?? answer.created };
      },
    },

    pages: {
      get: <N extends PageName>(name: N) => get<Page<N>>(`/api/pages/${id(name)}`),
      update: <N extends PageName>(name: N, update: PageUpdate<N>, m?: MutationOptions) =>
        send<Page<N>>('PUT', `/api/pages/update/${id(name)}`, update, m),
    },

    photos: {
      /** In display order. */
      list: () => get<Photo[]>('/api/photos'),
      /** `image` is a data URL; `m.onUploadProgress` reports the upload. */
      create: (input: PhotoCreateInput, m?: MutationOptions) => send<Photo>('POST', '/api/photos/create', input, m),
      update: (photoId: string, comparator: Comparator<Photo>, data: PhotoData, m?: MutationOptions) =>
        send<Photo>(
          'PUT',
          `/api/photos/update/${id(photoId)}`,
          { photoComparatorData: comparator, photoData: data },
          m,
        ),
      delete: (photoId: string, m?: MutationOptions) =>
        send<{ _id: string }>('DELETE', `/api/photos/delete/${id(photoId)}`, undefined, m),
      /** Every photo id once, first shown first; answers the photos in their new order. */
      order: (ids: string[], m?: MutationOptions) => send<Photo[]>('PUT', '/api/photos/order', { ids }, m),
    },

    audio: {
      /** Sends the file as the raw body (its bytes decide the format); answers the URL to store in a track. */
      upload: (file: Blob, m?: MutationOptions) =>
        call<AudioUpload>(
          {
            method: 'POST',
            url: '/api/audio/upload',
            data: file,
            headers: { 'Content-Type': file.type || 'application/octet-stream' },
            // an upload of 50 MB on a slow line takes longer than the usual timeout
            timeout: 0,
          },
          m,
        ),
    },

    contact: {
      send: (input: ContactInput) => send<boolean>('POST', '/api/contact', input),
      messages: () => get<ContactMessage[]>('/api/contact/messages'),
    },

    follow: {
      /** The public form; always 202 with the same message, known address or not. */
      request: (input: FollowInput) => send<{ message: string }>('POST', '/api/follow', input),
      mine: () => get<MyFollow>('/api/follow/me'),
      setMine: (groups: MyFollow['groups']) => send<MyFollow>('PUT', '/api/follow/me', { groups }),
    },

    lessons: {
      /** Public: without the studio address and the lesson link; an admin gets every field. */
      settings: () => get<LessonSettings>('/api/lessons/settings'),
      updateSettings: (comparator: LessonSettings, data: LessonSettings, m?: MutationOptions) =>
        send<LessonSettings>(
          'PUT',
          '/api/lessons/settings',
          { settingsComparatorData: comparator, settingsData: data },
          m,
        ),
      /** Free starts (ISO instants) on the SITE_TIMEZONE days from..to, both included. */
      slots: (from: string, to: string, length: number) =>
        get<{ slots: string[] }>(`/api/lessons/slots?from=${id(from)}&to=${id(to)}&length=${length}`),
      book: (input: BookLessonInput) => send<Lesson & { lessons: Lesson[] }>('POST', '/api/lessons/book', input),
      mine: () => get<Lesson[]>('/api/lessons/mine'),
      cancel: (lessonId: string) => send<Lesson>('POST', `/api/lessons/cancel/${id(lessonId)}`),
      list: () => get<Lesson[]>('/api/lessons'),
      collidingWith: (eventId: string) => get<Lesson[]>(`/api/lessons?collidesWith=${id(eventId)}`),
      collisions: () => get<{ lesson: Lesson; show: Event }[]>('/api/lessons/collisions'),
      setStatus: (lessonId: string, status: 'confirmed' | 'declined', m?: MutationOptions) =>
        send<Lesson>('PUT', `/api/lessons/status/${id(lessonId)}`, { status }, m),
      move: (lessonId: string, start: string, m?: MutationOptions) =>
        send<Lesson>('PUT', `/api/lessons/move/${id(lessonId)}`, { start }, m),
    },

    press: {
      /** `key`: 'site' for the musician, else a group's id. */
      get: (key: string) => get<PressKit>(`/api/press/${id(key)}`),
      update: (key: string, comparator: Comparator<PressKit>, data: PressData, m?: MutationOptions) =>
        send<PressKit>('PUT', `/api/press/update/${id(key)}`, { pressComparatorData: comparator, pressData: data }, m),
      renewStagePlotLink: (key: string, m?: MutationOptions) =>
        send<PressKit>('POST', `/api/press/${id(key)}/stage-plot/renew`, undefined, m),
      photos: {
        /** `image` is a data URL of up to 40 MB; the upload may take a while. */
        create: (key: string, input: PressPhotoCreateInput, m?: MutationOptions) =>
          call<PressPhoto>({ method: 'POST', url: `/api/press/${id(key)}/photos/create`, data: input, timeout: 0 }, m),
        update: (
          key: string,
          photoId: string,
          comparator: Comparator<PressPhoto>,
          data: PressPhotoData,
          m?: MutationOptions,
        ) =>
          send<PressPhoto>(
            'PUT',
            `/api/press/${id(key)}/photos/update/${id(photoId)}`,
            { photoComparatorData: comparator, photoData: data },
            m,
          ),
        order: (key: string, ids: string[], m?: MutationOptions) =>
          send<PressPhoto[]>('PUT', `/api/press/${id(key)}/photos/order`, { ids }, m),
        delete: (key: string, photoId: string, m?: MutationOptions) =>
          send<{ _id: string }>('DELETE', `/api/press/${id(key)}/photos/delete/${id(photoId)}`, undefined, m),
      },
    },

    bookings: {
      /** The public form (human check); answers the stored request's id. */
      send: (input: BookingInput) => send<{ _id: string }>('POST', '/api/bookings', input),
      list: () => get<Booking[]>('/api/bookings'),
      /** Newest first, a page at a time: `after` is the `next` of the page before. */
      page: (after?: string) => getPage<Booking>(`/api/bookings?${pageSearch({ after })}`),
      update: (bookingId: string, comparator: Comparator<Booking>, data: BookingData, m?: MutationOptions) =>
        send<Booking>(
          'PUT',
          `/api/bookings/update/${id(bookingId)}`,
          { bookingComparatorData: comparator, bookingData: data },
          m,
        ),
      exportCsv: () => get<string>('/api/bookings/export.csv'),
    },

    followers: {
      summary: () => get<FollowersSummary>('/api/followers'),
      sendDigest: () => send<{ queued: number }>('POST', '/api/followers/digest/send'),
      hold: (held: boolean) => send<{ held: boolean }>('PUT', '/api/followers/digest/hold', { held }),
      exportCsv: () => get<string>('/api/followers/export.csv'),
    },

    admin: {
      /** What needs the owner: new bookings, lesson requests, failed mails (the Admin Panel's first screen). */
      overview: () => get<AdminOverview>('/api/admin/overview'),
    },

    stats: {
      /** The numbers of a period: `from` and `to` are inclusive SITE_TIMEZONE days (YYYY-MM-DD). */
      read: (from: string, to: string) =>
        get<Stats>(`/api/stats?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
      /** Page views and ticket clicks of every show since counting began. */
      shows: () => get<Stats['shows']>('/api/stats/shows'),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function toApiError(error: unknown): ApiError {
  if (!(error instanceof AxiosError)) return new ApiError(0, error instanceof Error ? error.message : String(error));
  const res = error.response;
  if (!res) return new ApiError(0, 'The server can not be reached.');
  const body = (res.data ?? {}) as Record<string, unknown>;
  const message = typeof body.message === 'string' ? body.message : `Request failed (${res.status}).`;
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
