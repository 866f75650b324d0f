import { afterEach, describe, expect, it } from 'vitest';
import { createMemberResource, type MemberResource } from '../../../src/core/resource/member-resource.ts';
import { session } from '../../../src/core/session/session.ts';
import { makeAuth } from '../session/fixtures.ts';

const signIn = (id: number) => session.login(makeAuth({}, { id }));

/** A fetch answering "summary of N" for the member N signed in, recording whom it fetched for. */
function memberFetch() {
  const calls: number[] = [];
  const fetch = async () => {
    const id = session.$session.get().user!.id;
    calls.push(id);
    return `summary of ${id}`;
  };
  return { fetch, calls };
}

// Views listen to the stores (computed stores are read while listened to); the first listener of
// $data also starts a load, as on screen.
const stops: (() => void)[] = [];
function show(resource: MemberResource<unknown>) {
  stops.push(
    resource.$data.listen(() => {}),
    resource.$status.listen(() => {}),
    resource.$error.listen(() => {}),
  );
}

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  session.logout();
});

describe('createMemberResource', () => {
  it('loads nothing while nobody is signed in.', async () => {
    const { fetch, calls } = memberFetch();
    const resource = createMemberResource(fetch);
    show(resource);
    await expect(resource.load()).resolves.toBeNull();
    expect(calls).toEqual([]);
    expect(resource.$status.get()).toBe('idle');
  });

  it("holds the signed-in member's data once loaded.", async () => {
    signIn(7);
    const resource = createMemberResource(memberFetch().fetch);
    show(resource);
    await resource.load();
    expect(resource.$data.get()).toBe('summary of 7');
    expect(resource.$status.get()).toBe('ready');
  });

  it('sends one request at a time per member.', async () => {
    signIn(7);
    const { fetch, calls } = memberFetch();
    const resource = createMemberResource(fetch);
    await Promise.all([resource.load(), resource.load()]);
    expect(calls).toEqual([7]);
  });

  it('shows no data of another member after a switch of member.', async () => {
    signIn(7);
    const resource = createMemberResource(memberFetch().fetch);
    show(resource);
    await resource.load();
    session.logout();
    signIn(8);
    expect(resource.$data.get()).toBeNull();
  });

  it('keeps the last answer shown while it loads again.', async () => {
    signIn(7);
    const resource = createMemberResource(memberFetch().fetch);
    show(resource);
    await resource.load();
    const again = resource.load();
    expect(resource.$status.get()).toBe('loading');
    expect(resource.$data.get()).toBe('summary of 7');
    await again;
  });

  it('is failed with the error when the fetch fails, and rejects with it.', async () => {
    signIn(7);
    const failure = new TypeError('Failed to fetch');
    const resource = createMemberResource(() => Promise.reject(failure));
    show(resource);
    await expect(resource.load()).rejects.toBe(failure);
    expect(resource.$status.get()).toBe('failed');
    expect(resource.$error.get()).toBe(failure);
  });

  it('loads when a view starts showing the data.', async () => {
    signIn(7);
    const { fetch, calls } = memberFetch();
    const resource = createMemberResource(fetch);
    const stop = resource.$data.listen(() => {});
    await Promise.resolve();
    stop();
    expect(calls).toEqual([7]);
  });

  it("loads the new member's data when the member changes while shown.", async () => {
    signIn(7);
    const { fetch, calls } = memberFetch();
    const resource = createMemberResource(fetch);
    const stop = resource.$data.listen(() => {});
    session.logout();
    signIn(8);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(resource.$data.get()).toBe('summary of 8');
    stop();
    expect(calls).toEqual([7, 8]);
  });

  it('reset() forgets the loaded data.', async () => {
    signIn(7);
    const resource = createMemberResource(memberFetch().fetch);
    show(resource);
    await resource.load();
    resource.reset();
    expect(resource.$data.get()).toBeNull();
    expect(resource.$status.get()).toBe('idle');
  });
});
