import type { GroupData } from '@jazz/contracts/group';

/** The group factory: what a client sends to create or update a band (no images unless given). */
export function testGroupData(fields: Partial<GroupData> = {}): GroupData {
  return { name: 'Test Trio', description: 'A band made by a test.', images: {}, ...fields };
}
