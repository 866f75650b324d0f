// What the widget script's own code (src/, embed/) imports from libraries, read from the real build
// of the script, and an entry that imports exactly that and nothing else: bundled, it is the floor
// the libraries put under the script (tree-shaken to what the script asks of them).
import path from 'node:path';
import type { Plugin } from 'rollup';

/** Library specifier -> the names the script imports ('default', a name, or '*' for a namespace). */
export type LibraryImports = Map<string, Set<string>>;

const ROOT = path.resolve(import.meta.dirname, '..');
const OWN = [path.join(ROOT, 'src') + path.sep, path.join(ROOT, 'embed') + path.sep];
const isBare = (source: string) => !source.startsWith('.') && !source.startsWith('/') && !source.startsWith('\0');

interface ImportNode {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: { type: string; imported?: { name?: string; value?: string } }[];
}

/** A rollup plugin that fills `found` while the script is bundled (after esbuild: JSX runtime imports included). */
export function collectLibraryImports(found: LibraryImports): Plugin {
  return {
    name: 'collect-library-imports',
    moduleParsed(info) {
      if (!OWN.some((dir) => info.id.startsWith(dir)) || !info.ast) return;
      for (const node of info.ast.body as unknown as ImportNode[]) {
        const source = node.source?.value;
        if (typeof source !== 'string' || !isBare(source)) continue;
        const names = found.get(source) ?? new Set<string>();
        found.set(source, names);
        if (node.type === 'ExportAllDeclaration') names.add('*');
        for (const specifier of node.specifiers ?? []) {
          if (specifier.type === 'ImportNamespaceSpecifier') names.add('*');
          else if (specifier.type === 'ImportDefaultSpecifier') names.add('default');
          else names.add(specifier.imported?.name ?? specifier.imported?.value ?? 'default');
        }
      }
    },
  };
}

/** An entry module that imports every name in `imports` and keeps it, so tree-shaking keeps exactly those. */
export function floorEntry(imports: LibraryImports): string {
  const lines: string[] = [];
  const kept: string[] = [];
  for (const [source, names] of imports) {
    const spec = JSON.stringify(source);
    for (const name of names) {
      const local = `v${kept.length}`;
      kept.push(local);
      if (name === '*') lines.push(`import * as ${local} from ${spec};`);
      else if (name === 'default') lines.push(`import ${local} from ${spec};`);
      else lines.push(`import { ${name} as ${local} } from ${spec};`);
    }
  }
  return `${lines.join('\n')}\nglobalThis.__floor = [${kept.join(', ')}];\n`;
}

// the script aliases react and react-dom to preact/compat (rollup.config.mjs preactAliases)
const PACKAGE_NAMES: [RegExp, string][] = [[/^react(-dom)?(\/.*)?$/, 'preact/compat']];

/** The packages behind the specifiers, as a reader knows them: "preact/compat, nanostores, …". */
export function packageNames(imports: LibraryImports): string[] {
  const names = [...imports.keys()].map(
    (source) => PACKAGE_NAMES.find(([pattern]) => pattern.test(source))?.[1] ?? source,
  );
  return [...new Set(names)];
}
