import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminForThisFile, serverForThisFile } from './harness';

const server = serverForThisFile();
const admin = adminForThisFile(server);

const png = async () =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#456' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

/** One record of each entity with an update route: where it is read and updated, and valid new data. */
const ENTITIES: {
  entity: string;
  make: () => Promise<{ read: string; update: string; data: Record<string, unknown> }>;
}[] = [
  {
    entity: 'user',
    async make() {
      const user = await server.createUser({ firstName: 'Ann' });
      return {
        read: `/api/users/edit/${user.id}`,
        update: `/api/users/update/${user.id}`,
        data: { firstName: 'Anna', lastName: 'Lee', email: user.email, roles: ['user'] },
      };
    },
  },
  {
    entity: 'group',
    async make() {
      const res = await server.request('POST', '/api/groups/create', {
        token: admin.token,
        body: { name: 'The Trio', description: 'Three.' },
      });
      return {
        read: `/api/groups/edit/${res.body._id}`,
        update: `/api/groups/update/${res.body._id}`,
        data: { name: 'The Quartet', description: 'Four.' },
      };
    },
  },
  {
    entity: 'event',
    async make() {
      const show = {
        group: 'The Trio',
        venue: 'The Flynn',
        location: 'Burlington, VT',
        title: 'Spring',
        startDate: '2031-05-03T23:30:00.000Z',
        timeText: '7:30 PM',
        description: 'A show.',
      };
      const res = await server.request('POST', '/api/events/create', { token: admin.token, body: show });
      return {
        read: `/api/events/edit/${res.body._id}`,
        update: `/api/events/update/${res.body._id}`,
        data: { ...show, title: 'Summer' },
      };
    },
  },
  {
    entity: 'page',
    make: async () => ({
      read: '/api/pages/home',
      update: '/api/pages/update/home',
      data: { tagline: 'Jazz tonight' },
    }),
  },
  {
    entity: 'photo',
    async make() {
      const res = await server.request('POST', '/api/photos/create', {
        token: admin.token,
        body: { title: 'On stage', image: await png() },
      });
      return {
        read: `/api/photos`,
        update: `/api/photos/update/${res.body._id}`,
        data: { title: 'Backstage', credit: '' },
      };
    },
  },
];

describe('an update without its comparator', () => {
  it.each(ENTITIES)('answers the same 400 for a $entity, and changes nothing', async ({ entity, make }) => {
    const record = await make();
    expect((await server.request('GET', record.read, { token: admin.token })).status).toBe(200);
    const before = (await server.request('GET', record.read, { token: admin.token })).body;
    const key = `${entity}ComparatorData`;
    const expected = { [key]: `Send the ${entity} as it was first loaded (${key}).` };
    for (const comparator of [undefined, null, 'as seen', ['as', 'seen']]) {
      const body = { [`${entity}Data`]: record.data, ...(comparator === undefined ? {} : { [key]: comparator }) };
      const res = await server.request('PUT', record.update, { token: admin.token, body });
      expect(res.status, `${entity} with ${JSON.stringify(comparator)}`).toBe(400);
      expect(res.body).toEqual(expected);
    }
    expect((await server.request('GET', record.read, { token: admin.token })).body).toEqual(before);
  });
});
