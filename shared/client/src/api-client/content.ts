// An area of the API client (createApiClient in ./index composes the areas into one object).
import type { AudioUpload, Page, PageName, PageUpdate, Photo, PhotoCreateInput, PhotoData } from '@jazz/contracts';
import type { Transport } from './transport';
import type { Comparator, MutationOptions } from './types';

/** The pages, photos and audio of the site. */
export function contentApi({ call, get, send, id }: Transport) {
  return {
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
  };
}
