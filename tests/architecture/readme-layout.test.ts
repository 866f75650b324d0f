// README.md's "Layout" block is the map a newcomer reads first: every folder it lists exists, every
// file it names sits under the folder it is listed under, and its list of modules is the tree's.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const block = /^## Layout\n\n```\n([\s\S]*?)```/m.exec(readme)?.[1] ?? '';

interface Entry {
  folder: string;
  text: string;
}

/** Each listed folder (a top-level one, or one indented under it) with its description. */
function entries(): Entry[] {
  const found: Entry[] = [];
  let top = '';
  for (const line of block.split('\n')) {
    const head = /^(\s{0,2})(\S+\/)\s+(.*)$/.exec(line);
    if (head && (head[1] === '' || head[1] === '  ')) {
      if (head[1] === '') top = head[2]!;
      found.push({ folder: head[1] === '' ? top : top + head[2]!, text: head[3]! });
    } else if (found.length > 0) {
      found[found.length - 1]!.text += ` ${line.trim()}`;
    }
  }
  return found;
}

function filesUnder(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(ROOT, dir))) {
      const path = `${dir}/${name}`;
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else out.push(name);
    }
  };
  walk(folder.replace(/\/$/, ''));
  return out;
}

const FILE_NAME = /(?<![\w/.{-])[\w*-]+\.(?:ts|tsx|mjs|css|html|json)\b/g;
const asPattern = (name: string) => new RegExp(`^${name.replace(/\./g, '\\.').replace(/\*/g, '[\\w-]*')}$`);

describe("README.md's layout", () => {
  const listed = entries();

  it('lists folders, each of which exists', () => {
    expect(listed.length).toBeGreaterThan(10);
    const concrete = listed.filter(({ folder }) => !folder.includes('<'));
    expect(concrete.filter(({ folder }) => !existsSync(join(ROOT, folder)))).toEqual([]);
  });

  it('names each file under the folder that holds it', () => {
    const misplaced = listed
      .filter(({ folder }) => !folder.includes('<'))
      .flatMap(({ folder, text }) => {
        const names = filesUnder(folder);
        return [...text.matchAll(FILE_NAME)]
          .map((match) => match[0])
          .filter((name) => !names.some((file) => asPattern(name).test(file)))
          .map((name) => `${folder}: ${name}`);
      });
    expect(misplaced).toEqual([]);
  });

  it('lists exactly the modules in src/modules/', () => {
    const modules = listed.find(({ folder }) => folder === 'src/modules/<feature>/');
    const named = /^([\w, -]+);/.exec(modules?.text ?? '')?.[1]?.split(/,\s*/) ?? [];
    expect(named).toEqual(readdirSync(join(ROOT, 'src/modules')).sort());
  });
});
