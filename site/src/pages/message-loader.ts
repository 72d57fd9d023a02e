import type { ServerMessage } from '@jazz/contracts/site';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { serverMessage } from '../lib/data-source';

export interface MessageData {
  message: ServerMessage | null;
}

/** The pages behind the links in follow mails: the server wrote their words. */
export function messageLoader({ context }: LoaderFunctionArgs): MessageData {
  return { message: serverMessage(context) };
}
