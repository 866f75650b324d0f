// club-widgets.js asks at once for every file the first render of the page's widgets needs
// (embed/script-tag.js, build/rollup/script-tag.mjs), instead of the loader finding them one after
// another: the list the build writes into it must name each of them.
import { describe, expect, it } from 'vitest';
import { builtEmbed } from './built.ts';
import {
  CLIENT,
  fileOf,
  MEMBER_TEXTS,
  partFiles,
  PROMPT,
  SCRIPT_TAG,
  VIEW,
  VISITOR_TEXTS,
  WIDGET_PARTS,
  type EmbedOutput,
} from './embed-output.ts';

const output: EmbedOutput = builtEmbed();

const named = (source: string) => [...partFiles(output, source)].map((file) => file.fileName);

describe('club-widgets.js', () => {
  it('names the view, the prompt, the API client and every widget’s part with the files they import', () => {
    const tag = output.get(SCRIPT_TAG)!.code;
    const wanted = [VIEW, PROMPT, CLIENT, ...Object.values(WIDGET_PARTS)].flatMap(named);
    expect(wanted.filter((file) => !tag.includes(JSON.stringify(file)))).toEqual([]);
  });

  // every name costs bytes of a file every visitor downloads: the view and the API client, which
  // every widget's part imports, are asked for once, not again with each part
  it('names each file once', () => {
    const tag = output.get(SCRIPT_TAG)!.code;
    const names = [...output.keys()].filter((name) => name !== SCRIPT_TAG && tag.includes(JSON.stringify(name)));
    const repeated = names.filter((name) => tag.split(JSON.stringify(name)).length - 1 > 1);
    expect(names.length).toBeGreaterThan(0);
    expect(repeated).toEqual([]);
  });

  // docs/spec.md §9 "One file of texts": a member's page asks for the member's texts, a visitor's
  // for the prompts', in the page's language
  it('names the files of texts of both pages in both languages', () => {
    const tag = output.get(SCRIPT_TAG)!.code;
    const texts = [MEMBER_TEXTS, VISITOR_TEXTS].flatMap((source) => [source, source.replace(/en\.ts$/, 'de.ts')]);
    expect(texts.filter((source) => !tag.includes(JSON.stringify(fileOf(output, source).fileName)))).toEqual([]);
  });
});
