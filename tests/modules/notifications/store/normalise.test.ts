// docs/contracts.md §3.3-§3.4: both paginator shapes, both notification shapes, malformed input dropped.
import { describe, expect, it } from 'vitest';
import { fromBroadcast, fromRest, toPage } from '../../../../src/modules/notifications/store/normalise.ts';

const ID = '9f1c2b4e-3d7a-4c1e-9b0a-2f6d8e7c5a10';
const REST = {
  id: ID,
  type: 'App\\Notifications\\BookingConfirmed',
  notifiable_type: 'App\\Models\\User',
  notifiable_id: 1,
  data: {
    title: 'Court booked',
    description: 'Court 2, 18:00',
    class: 'fa fa-check',
    status: 'success',
    booking_id: 42,
  },
  read_at: null,
  created_at: '2026-01-01T10:00:00.000000Z',
  updated_at: '2026-01-01T10:00:00.000000Z',
};

describe('one shape for REST and realtime', () => {
  it('keeps the nested data of a REST item.', () => {
    expect(fromRest(REST)).toEqual({
      id: ID,
      type: REST.type,
      data: REST.data,
      read_at: null,
      archived_at: null,
      topic: null,
      created_at: REST.created_at,
    });
  });

  it('keeps the archive stamp and a known topic, and reads an unknown topic as none.', () => {
    const archived = { ...REST, archived_at: '2026-01-02T10:00:00.000000Z', topic: 'wallet' };
    expect(fromRest(archived)).toMatchObject({ archived_at: '2026-01-02T10:00:00.000000Z', topic: 'wallet' });
    expect(fromRest({ ...REST, topic: 'lottery' })!.topic).toBeNull();
    const payload = { ...REST.data, id: ID, type: REST.type, topic: 'growing' };
    const arrived = fromBroadcast(payload, new Date(0))!;
    expect([arrived.topic, 'topic' in arrived.data]).toEqual(['growing', false]);
  });

  it('nests the flattened realtime payload and stamps it with its arrival time.', () => {
    const payload = { ...REST.data, id: ID, type: REST.type };
    expect(fromBroadcast(payload, new Date('2026-01-01T10:00:05Z'))).toEqual({
      id: ID,
      type: REST.type,
      data: REST.data,
      read_at: null,
      archived_at: null,
      topic: null,
      created_at: '2026-01-01T10:00:05.000Z',
    });
  });

  it('fills missing texts with empty strings, so a view never prints undefined.', () => {
    expect(fromBroadcast({ id: ID, type: 'T' }, new Date(0))!.data).toEqual({
      title: '',
      description: '',
      class: '',
      status: '',
    });
  });

  it('drops an item without an id, data or creation time.', () => {
    expect(fromRest({ ...REST, id: '' })).toBeNull();
    expect(fromRest({ ...REST, data: 'x' })).toBeNull();
    expect(fromRest({ ...REST, created_at: null })).toBeNull();
    expect(fromBroadcast({ title: 'x' }, new Date(0))).toBeNull();
    expect(fromBroadcast([ID], new Date(0))).toBeNull();
  });
});

describe('pages', () => {
  it("reads Laravel's LengthAwarePaginator.", () => {
    const page = toPage({
      current_page: 2,
      data: [REST],
      from: 11,
      to: 11,
      total: 11,
      next_page_url: null,
      per_page: 10,
    });
    expect(page).toEqual({ data: [fromRest(REST)], current_page: 2, from: 11, to: 11, total: 11, next_page_url: null });
  });

  it('reads an API-resource collection ({data, links, meta}).', () => {
    const page = toPage({
      data: [REST],
      links: { next: 'http://club.test/api/x?page=2' },
      meta: { current_page: 1, from: 1, to: 1, total: 12 },
    });
    expect(page).toEqual({
      data: [fromRest(REST)],
      current_page: 1,
      from: 1,
      to: 1,
      total: 12,
      next_page_url: 'http://club.test/api/x?page=2',
    });
  });

  it('reads from and to as null on an empty page.', () => {
    expect(toPage({ current_page: 1, data: [], from: null, to: null, total: 0, next_page_url: null })).toMatchObject({
      from: null,
      to: null,
      total: 0,
    });
  });

  it('leaves malformed items out of a page.', () => {
    expect(
      toPage({ current_page: 1, data: [REST, { id: 5 }, null], from: 1, to: 3, total: 3, next_page_url: null }).data,
    ).toHaveLength(1);
  });

  it('rejects an answer that holds no list.', () => {
    expect(() => toPage({ message: 'x' })).toThrow(TypeError);
  });
});
