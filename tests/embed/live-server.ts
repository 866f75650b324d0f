// The reference server in its own process, exactly as `npm start` runs it, with this page's origin
// allowed for the widgets (a Node server cannot run inside the page's environment).
import { get } from 'node:http';
import { startServer, type RunningServer } from '../e2e/support/server.ts';

/** startServer polls with fetch until the server answers: Node's http here, so the page's fetch logs no refused connections. */
async function withNodeFetch<T>(task: () => Promise<T>): Promise<T> {
  const pageFetch = globalThis.fetch;
  globalThis.fetch = ((url: string) =>
    new Promise((resolve, reject) => {
      get(url, (res) => {
        res.resume();
        resolve({ ok: res.statusCode === 200, status: res.statusCode } as Response);
      }).on('error', reject);
    })) as typeof fetch;
  try {
    return await task();
  } finally {
    globalThis.fetch = pageFetch;
  }
}

export const startLiveServer = (): Promise<RunningServer> =>
  withNodeFetch(() => startServer({ env: { WIDGET_ORIGINS: location.origin } }));
