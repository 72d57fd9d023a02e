import type { Photo } from '@jazz/contracts';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { pageSource } from '../lib/data-source';

export interface PhotosData {
  photos: Photo[];
}

export async function photosLoader({ context }: LoaderFunctionArgs): Promise<PhotosData> {
  return { photos: await (await pageSource(context)).photos() };
}
