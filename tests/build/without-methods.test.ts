// withoutMethods (build/rollup/library-source.mjs): how the widget script's laravel-echo build leaves methods out
// of a library class, and that a library change it no longer fits fails the build.
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM config without type declarations
import { withoutMethods } from '../../build/rollup/library-source.mjs';

type Edit = { refused?: Record<string, string>; removed?: string[] };
const strip = (code: string, edit: Edit): string => withoutMethods(parseAst(code), code, 'Library', edit);

const source = `export default class Library {
  kept() {
    return 1;
  }
  gone() {
    return 2;
  }
  refused(a) {
    return a;
  }
}
export const after = new Library();
`;

describe('withoutMethods', () => {
  it('takes the removed methods out and keeps the others as they were', async () => {
    const Library = (await import(`data:text/javascript,${encodeURIComponent(strip(source, { removed: ['gone'] }))}`)).default;
    expect(new Library().kept()).toBe(1);
    expect('gone' in new Library()).toBe(false);
  });

  it('makes a refused method throw its message', async () => {
    const Library = (await import(`data:text/javascript,${encodeURIComponent(strip(source, { refused: { refused: 'Not part of this build.' } }))}`)).default;
    expect(() => new Library().refused(1)).toThrow('Not part of this build.');
  });

  it('keeps every line and the column of what follows, so the source map still holds', () => {
    const stripped = strip(source, { removed: ['gone'], refused: { refused: 'No.' } });
    expect(stripped.split('\n')).toHaveLength(source.split('\n').length);
    expect(stripped.split('\n').at(-2)).toBe('export const after = new Library();');
  });

  it('fails when a method to leave out is not there: the library changed', () => {
    expect(() => strip(source, { removed: ['renamed'] })).toThrow('Library.renamed was not found');
  });
});
