// Lazy pages, layouts and cards (src/portal/router/page.tsx lazyLoaded): one that is loaded before
// its first render renders in that render, so main.tsx can wait for the current route's chunks and
// show the screen in one commit; one that is not shows its Suspense fallback meanwhile.
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyLoaded } from '../../../src/portal/router/page.tsx';

const Page = () => <h1>Loaded page</h1>;

// Each test renders its own page: the one a test before it left mounted would be found twice.
afterEach(cleanup);

describe('lazyLoaded', () => {
  it('renders a page loaded before its first render in that render, without its Suspense fallback', async () => {
    const page = lazyLoaded(async () => Page);
    await page.ready;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <page.component />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeVisible();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the fallback while the page loads, then the page', async () => {
    let finish!: () => void;
    const page = lazyLoaded(() => new Promise<typeof Page>((resolve) => (finish = () => resolve(Page))));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <page.component />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeVisible();
    finish();
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeVisible();
  });

  it('starts loading when made, and its ready promise settles even when the load fails', async () => {
    let calls = 0;
    const page = lazyLoaded(() => (calls++, Promise.reject(new Error('chunk failed'))));
    expect(calls).toBe(1);
    await expect(page.ready).resolves.toBeUndefined();
  });
});
