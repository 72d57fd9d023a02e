// An area of the API client (createApiClient in ./index composes the areas into one object).
import type { PressData, PressKit, PressPhoto, PressPhotoCreateInput, PressPhotoData } from '@jazz/contracts';
import type { Transport } from './transport';
import type { Comparator, MutationOptions } from './types';

/** Press kits (EPK) and their photos. */
export function pressApi({ call, get, send, id }: Transport) {
  return {
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
  };
}
