import { isApiError } from '@jazz/client/api-client';
import { api } from './api';
import type { PageSource } from './page-source';

/** The API's answer, or undefined when it has no such thing (404: no such band or kit). */
async function unlessMissing<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return undefined;
    throw error;
  }
}

export const clientSource: PageSource = {
  groups: () => api.groups.list(),
  page: (name) => api.pages.get(name),
  photos: () => api.photos.list(),
  press: (key) => unlessMissing(() => api.press.get(key)),
  group: (id) => unlessMissing(() => api.groups.get(id)),
};
