import type { Group, Page, PageName, Photo, PressKit } from '@jazz/contracts';

/** What loaders read: the database on the server, the API in the browser. */
export interface PageSource {
  groups(): Promise<Group[]>;
  group(id: string): Promise<Group | undefined>;
  page<N extends PageName>(name: N): Promise<Page<N>>;
  photos(): Promise<Photo[]>;
  /** A press kit ('site' or a group's id); undefined for no such band. */
  press(key: string): Promise<PressKit | undefined>;
}
