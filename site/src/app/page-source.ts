import type { Event, Group, Page, PageName, Photo } from '@jazz/shared/contracts';

/** What loaders read: the database on the server, the API in the browser. */
export interface PageSource {
  events(): Promise<Event[]>;
  groups(): Promise<Group[]>;
  group(id: string): Promise<Group | undefined>;
  page<N extends PageName>(name: N): Promise<Page<N>>;
  photos(): Promise<Photo[]>;
}
