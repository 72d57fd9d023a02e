import type { Group } from '@jazz/shared/contracts';
import { GroupImages } from './group-images';
import { Paragraphs } from './paragraphs';

/**
 * The description and images of a fixed band page, from the server group of that name. With
 * no such group (deleted or renamed in the admin), the page says so instead of inventing text.
 */
export function BandBody({ name, group }: { name: string; group: Group | null }) {
  if (!group) return <p>This band has no page text yet.</p>;
  return (
    <>
      <Paragraphs text={group.description} className="group-description" />
      <GroupImages name={name} images={group.images} />
    </>
  );
}
