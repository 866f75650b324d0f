// Messages merge by id from every source, and a realtime payload is checked before use.
import { describe, expect, it } from 'vitest';
import { mergeMessages, messageFromEvent } from '../../../../src/modules/chat/store/messages-merge.ts';
import type { ChatMessage } from '../../../../src/modules/chat/types.ts';

const m = (id: number, body = `m${id}`): ChatMessage => ({
  id,
  conversation_id: 1,
  sender_id: 2,
  body,
  created_at: '2026-01-01T10:00:00.000000Z',
});

describe('mergeMessages', () => {
  it('keeps one copy per id, ordered by id, when the POST answer and the realtime echo both arrive.', () => {
    const merged = mergeMessages(mergeMessages([m(1), m(3)], [m(3)]), [m(2), m(3)]);
    expect(merged.map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it('merges an older page before the newer one, whatever the order of arrival.', () => {
    expect(mergeMessages([m(31), m(32)], [m(1), m(2), m(31)]).map((x) => x.id)).toEqual([1, 2, 31, 32]);
  });
});

describe('messageFromEvent', () => {
  it('reads the message of a NewMessageReceived payload (docs/contracts.md §2.2).', () => {
    const message = m(7, 'Hi');
    expect(messageFromEvent({ message })).toEqual(message);
    expect(messageFromEvent({ message: { ...message, extra: '<b>x</b>' } })).toEqual(message);
  });

  it('ignores payloads without the shape: no message, wrong types, missing fields.', () => {
    for (const payload of [
      null,
      'x',
      {},
      { message: null },
      { message: { ...m(1), id: '1' } },
      { message: { ...m(1), body: 5 } },
      { message: { id: 1 } },
      { message: { ...m(1), conversation_id: -1 } },
    ]) {
      expect(messageFromEvent(payload)).toBeNull();
    }
  });
});
