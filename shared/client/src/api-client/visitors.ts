// An area of the API client (createApiClient in ./index composes the areas into one object).
import type {
  ContactInput,
  ContactMessage,
  Event,
  FollowInput,
  BookLessonInput,
  Lesson,
  LessonSettings,
  MyFollow,
} from '@jazz/contracts';
import type { Transport } from './transport';
import type { MutationOptions } from './types';

/** What visitors send and book: contact, follow, lessons. */
export function visitorsApi({ get, send, id }: Transport) {
  return {
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
  };
}
