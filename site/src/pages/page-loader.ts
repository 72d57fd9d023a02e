import type { Page, PageName } from '@jazz/contracts';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { pageSource } from '../lib/data-source';

/** A page of the owner's words, read at each request (and each client-side navigation). */
export const pageLoader =
  <N extends PageName>(name: N) =>
  async ({ context }: LoaderFunctionArgs): Promise<Page<N>> =>
    (await pageSource(context)).page(name);

/** The loader of page N of the owner's words: `useLoaderData<PageLoader<'about'>>()`. */
export type PageLoader<N extends PageName> = ReturnType<typeof pageLoader<N>>;
