// An area of the API client (createApiClient in ./index composes the areas into one object).
import type { Call, CallCreate } from '@jazz/contracts/calls';
import type { Transport } from './transport';
import type { MutationOptions } from './types';

/** Calls (docs/calls.md): the chairs of a show offered in turn. Every call is the admin's. */
export function callsApi({ get, send, id }: Transport) {
  return {
    calls: {
      /** A show's calls. */
      ofShow: (eventId: string) => get<Call[]>(`/api/calls?eventId=${encodeURIComponent(eventId)}`),
      /** The upcoming chairs not confirmed. */
      open: () => get<Call[]>('/api/calls?open=1'),
      create: (data: CallCreate, m?: MutationOptions) => send<Call>('POST', '/api/calls/create', data, m),
      cancel: (callId: string, m?: MutationOptions) =>
        send<Call>('POST', `/api/calls/cancel/${id(callId)}`, undefined, m),
    },
  };
}
