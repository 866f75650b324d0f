// Signature vectors of docs/contracts.md §1.5 (channel auth) and §1.10 (HTTP API).
import { describe, expect, it } from 'vitest';
import {
  channelAuth,
  md5Hex,
  safeEqual,
  signRequest,
  userAuth,
  verifyChannelAuth,
} from '../../../server/realtime/signatures.ts';

const DOC = { key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };
const OURS = { key: 'app-key', secret: 'app-secret' };

describe('channel authorisation signatures (§1.5)', () => {
  it('signs a private channel as the Pusher docs do', () => {
    expect(channelAuth(DOC.key, DOC.secret, '1234.1234', 'private-foobar')).toBe(
      '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    );
  });

  it('signs user sign-in data as the Pusher docs do', () => {
    expect(userAuth(DOC.key, DOC.secret, '1234.1234', '{"id":"12345"}')).toBe(
      '278d425bdf160c739803:4708d583dada6a56435fb8bc611c77c359a31eebde13337c16ab43aa6de336ba',
    );
  });

  it('signs presence channel_data as the exact string given (corrected doc vector)', () => {
    const channelData = '{"user_id":10,"user_info":{"name":"Mr. Channels"}}';
    expect(channelAuth(DOC.key, DOC.secret, '1234.1234', 'presence-foobar', channelData)).toBe(
      '278d425bdf160c739803:31935e7d86dba64c2a90aed31fdc61869f9b22ba9d8863bba239c03ca481bc80',
    );
  });

  it("signs the member's private user channel with our app credentials", () => {
    expect(channelAuth(OURS.key, OURS.secret, '1234.5678', 'private-App.Models.User.1')).toBe(
      'app-key:51af7b41f1e47df371aba337c2298867fb69c3475359e2df1010022b5e89a5ec',
    );
  });

  it('signs a presence channel with our app credentials', () => {
    const channelData = '{"user_id":"1","user_info":{"name":"Ada"}}';
    expect(channelAuth(OURS.key, OURS.secret, '1234.5678', 'presence-club.lobby', channelData)).toBe(
      'app-key:81591a521036630e9775eca2d46949430635badd0d14219429ab866dca955c98',
    );
  });

  it('accepts only the exact auth string, whatever its type or length', () => {
    const good = channelAuth(OURS.key, OURS.secret, '1234.5678', 'private-x');
    expect(verifyChannelAuth(OURS.key, OURS.secret, '1234.5678', 'private-x', good)).toBe(true);
    for (const bad of [
      good.slice(0, -1),
      `${good}0`,
      good.replace('app-key', 'app-kez'),
      '',
      null,
      42,
      good.split(':')[1],
    ]) {
      expect(verifyChannelAuth(OURS.key, OURS.secret, '1234.5678', 'private-x', bad)).toBe(false);
    }
    expect(verifyChannelAuth(OURS.key, OURS.secret, '1234.5679', 'private-x', good)).toBe(false);
  });

  it('compares strings of different lengths without throwing', () => {
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('é', 'e')).toBe(false);
  });
});

describe('HTTP API request signatures (§1.10)', () => {
  const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';

  it('reproduces the doc vector: body_md5 and auth_signature', () => {
    const query = signRequest(DOC, 'POST', '/apps/3/events', body, 1353088179);
    expect(query.body_md5).toBe('ec365a775a4cd0599faeb73354201b6f');
    expect(query.auth_signature).toBe('da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c');
  });

  it('reproduces our vector for a NewMessageReceived trigger', () => {
    const ours = String.raw`{"name":"App\\Events\\NewMessageReceived","channels":["private-App.Models.User.1"],"data":"{\"message\":{\"id\":7,\"body\":\"Hi\"}}","socket_id":"1234.5678"}`;
    expect(md5Hex(ours)).toBe('97eda2c60a8e3e52b49d0d90f9707959');
    const query = signRequest(OURS, 'POST', '/apps/app-id/events', ours, 1767225600);
    expect(query.auth_signature).toBe('8c0b60b6bee9693db70b11a3235479aac0e8ac36551d6045151079ea78b62e0d');
  });
});
