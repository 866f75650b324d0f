// Views show stores and stores load (docs/architecture.md "Loading data"): no page, component or
// widget has an effect that calls the API or a loading function, and none imports a request module.
// The scanner (./view-effects.ts) is shown to catch each way an effect can load before the real
// tree is read with it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiImports, loadingEffects } from './view-effects.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

function tsxUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join(dir, file));
}

/** Every view: module pages, components and widgets, the portal's and the embed's views. */
function viewFiles(): string[] {
  const modules = readdirSync(path.join(root, 'src/modules'));
  return [
    ...modules.flatMap((module) =>
      ['pages', 'components'].flatMap((part) => {
        try {
          return tsxUnder(`src/modules/${module}/${part}`);
        } catch {
          return []; // a module without pages
        }
      }),
    ),
    ...modules
      .map((module) => `src/modules/${module}/widget.tsx`)
      .filter((file) => {
        try {
          return readFileSync(path.join(root, file)).length > 0;
        } catch {
          return false;
        }
      }),
    ...tsxUnder('src/portal'),
    ...tsxUnder('embed'),
  ].sort();
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the scanner', () => {
  it('finds a named effect whose local function calls a request function', () => {
    const source = `
      import { getLimits } from '../api.ts';
      export default function Page() {
        const load = () => {
          setFailed(false);
          getLimits().then(setLimits, () => setFailed(true));
        };
        useEffect(load, []);
      }`;
    expect(loadingEffects(source)).toEqual(['useEffect #1: getLimits() from ../api.ts']);
  });

  it("finds an effect that calls a store's load, or a loading function a store exports", () => {
    const source = `
      import { loadQuota } from '../store.ts';
      export function Page({ page }) {
        useEffect(() => {
          void store.load(page);
        }, [store, page]);
        useLayoutEffect(() => void loadQuota().catch(() => {}), []);
      }`;
    expect(loadingEffects(source)).toEqual([
      'useEffect #1: .load()',
      'useLayoutEffect #2: loadQuota() from ../store.ts',
    ]);
  });

  it('follows an effect into the local functions it calls, down to the HTTP client', () => {
    const source = `
      import { currentApi } from '../../../core/runtime.ts';
      function fetchSponsor() {
        return currentApi().get('user/sponsor');
      }
      const refresh = async () => setInfo(await fetchSponsor());
      export function Page() {
        useEffect(() => {
          if (ready) refresh();
        }, [ready]);
      }`;
    expect(loadingEffects(source)).toEqual(['useEffect #1: currentApi()']);
  });

  it('lets effects be that load no data: styles, texts, focus, navigation', () => {
    const source = `
      import { loadMessages } from '../../core/i18n/i18n.ts';
      export function Widget() {
        useEffect(() => {
          if (typeof document !== 'undefined') adoptStyles(document, css); // "load()" in a comment
        }, []);
        useEffect(() => void loadMessages(['wallet']).catch(() => {}), []);
        useEffect(() => void panel.loadSignInTexts(), [panel]);
        useEffect(() => {
          if (to) navigate(to, { replace: true });
        }, [to, navigate]);
      }`;
    expect(loadingEffects(source)).toEqual([]);
  });

  it('names the request modules a view imports values from, not types or error classes', () => {
    const source = `
      import { cancelOrder, getOrderPdf } from '../api.ts';
      import { getSponsor } from '../../api/settings/sponsor.ts';
      import type { TermsDocument } from '../api.ts';
      import { messageOf } from '../../../core/api/errors.ts';
      import { walletPaths } from '../store/paths.ts';`;
    expect(apiImports(source)).toEqual(['../api.ts', '../../api/settings/sponsor.ts']);
  });
});

describe('the views', () => {
  const files = viewFiles();

  it('are listed: pages, components and widgets of every module, the portal and the embed', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('src/modules/wallet/pages/make-withdraw.tsx');
    expect(files).toContain('src/modules/news/widget.tsx');
    expect(files).toContain('embed/widgets/notification-bell.tsx');
  });

  it('hold no effect that loads data', () => {
    const found = files.flatMap((file) => loadingEffects(read(file)).map((effect) => `${file}: ${effect}`));
    expect(found).toEqual([]);
  });

  it('import nothing from a request module', () => {
    const found = files.flatMap((file) => apiImports(read(file)).map((from) => `${file}: ${from}`));
    expect(found).toEqual([]);
  });
});
