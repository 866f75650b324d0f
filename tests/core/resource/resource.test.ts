import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/api/errors.ts';
import { createLoader, createResource, isMissing, isNotFound } from '../../../src/core/resource/resource.ts';

/** A promise the test settles by hand, to order answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

const notFound = () => new ApiError(404, { message: 'Not Found' });

/** Two loads of one resource, the newer already answered 'newer'; `late` settles the older one. */
async function overtakenLoad() {
  const answers = [deferred<string>(), deferred<string>()];
  const resource = createResource((n: number) => answers[n].promise);
  const older = resource.load(0);
  const newer = resource.load(1);
  answers[1].resolve('newer');
  await newer;
  return { resource, older, late: answers[0] };
}

describe('createResource', () => {
  it('starts idle, without data.', () => {
    const resource = createResource(async () => 1);
    expect(resource.$state.get()).toEqual({ status: 'idle', data: null, error: null });
  });

  it('is loading while a load runs.', () => {
    const resource = createResource(() => deferred<number>().promise);
    void resource.load();
    expect(resource.$state.get().status).toBe('loading');
  });

  it('is ready with the data of a successful load, and answers it.', async () => {
    const resource = createResource(async (page: number) => `page ${page}`);
    await expect(resource.load(2)).resolves.toBe('page 2');
    expect(resource.$state.get()).toEqual({ status: 'ready', data: 'page 2', error: null });
  });

  it('keeps the data shown while the next load runs.', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    const resource = createResource((n: number) => answers[n].promise);
    const first = resource.load(0);
    answers[0].resolve('first');
    await first;
    void resource.load(1);
    expect(resource.$state.get()).toEqual({ status: 'loading', data: 'first', error: null });
  });

  it('is in error with the error of a failed load, keeps the data shown and answers null.', async () => {
    let fail = false;
    const failure = new TypeError('Failed to fetch');
    const resource = createResource(async () => {
      if (fail) throw failure;
      return 'data';
    });
    await resource.load();
    fail = true;
    await expect(resource.load()).resolves.toBeNull();
    expect(resource.$state.get()).toEqual({ status: 'error', data: 'data', error: failure });
  });

  it('never lets a late answer to an earlier load replace a newer one.', async () => {
    const { resource, older, late } = await overtakenLoad();
    late.resolve('older');
    await expect(older).resolves.toBeNull();
    expect(resource.$state.get().data).toBe('newer');
  });

  it('ignores the failure of a load a newer one took over.', async () => {
    const { resource, older, late } = await overtakenLoad();
    late.reject(new Error('late'));
    await older;
    expect(resource.$state.get()).toEqual({ status: 'ready', data: 'newer', error: null });
  });

  it('set() shows the given data and drops pending loads.', async () => {
    const answer = deferred<string>();
    const resource = createResource(() => answer.promise);
    const pending = resource.load();
    resource.set('written');
    answer.resolve('stale');
    await expect(pending).resolves.toBeNull();
    expect(resource.$state.get()).toEqual({ status: 'ready', data: 'written', error: null });
  });

  it('reset() forgets the data and drops pending loads.', async () => {
    const answer = deferred<string>();
    const resource = createResource(() => answer.promise);
    resource.set('shown');
    const pending = resource.load();
    resource.reset();
    answer.resolve('stale');
    await pending;
    expect(resource.$state.get()).toEqual({ status: 'idle', data: null, error: null });
  });

  it('drops the data shown after an error the forgets option names.', async () => {
    const resource = createResource(
      async (id: number) => {
        if (id === 0) throw notFound();
        return id;
      },
      { forgets: isNotFound },
    );
    await resource.load(1);
    await resource.load(0);
    expect(resource.$state.get().data).toBeNull();
  });
});

describe('createLoader', () => {
  it('loads what each load names.', async () => {
    const loader = createLoader<string>();
    await expect(loader.load(async () => 'order A')).resolves.toBe('order A');
    expect(loader.$state.get()).toEqual({ status: 'ready', data: 'order A', error: null });
  });

  it('drops the data shown when the server answers 404.', async () => {
    const loader = createLoader<string>();
    await loader.load(async () => 'order A');
    await loader.load(() => Promise.reject(notFound()));
    expect(loader.$state.get().data).toBeNull();
    expect(isMissing(loader.$state.get())).toBe(true);
  });

  it('keeps the data shown when a load fails otherwise.', async () => {
    const loader = createLoader<string>();
    await loader.load(async () => 'order A');
    await loader.load(() => Promise.reject(new ApiError(500)));
    expect(loader.$state.get()).toMatchObject({ status: 'error', data: 'order A' });
  });
});

describe('isNotFound / isMissing', () => {
  it('isNotFound is true for an API answer 404 only.', () => {
    expect(isNotFound(notFound())).toBe(true);
    expect(isNotFound(new ApiError(500))).toBe(false);
    expect(isNotFound({ status: 404 })).toBe(false);
    expect(isNotFound(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('isMissing is true when the last load failed with 404.', () => {
    expect(isMissing({ status: 'error', data: null, error: notFound() })).toBe(true);
    expect(isMissing({ status: 'error', data: null, error: new ApiError(503) })).toBe(false);
    expect(isMissing({ status: 'loading', data: null, error: null })).toBe(false);
  });
});
