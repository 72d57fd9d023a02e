import { isApiError } from '@jazz/client/api-client';
import { api } from '../lib/api';
import type { PageSource } from './page-source';

export const clientSource: PageSource = {
  groups: () => api.groups.list(),
  page: (name) => api.pages.get(name),
  photos: () => api.photos.list(),
  async press(key) {
    try {
      return await api.press.get(key);
    } catch (error) {
      if (isApiError(error) && error.status === 404) return undefined;
      throw error;
    }
  },
  async group(id) {
    try {
      return await api.groups.get(id);
    } catch (error) {
      if (isApiError(error) && error.status === 404) return undefined;
      throw error;
    }
  },
};
