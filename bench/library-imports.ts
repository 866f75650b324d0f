// An entry that imports exactly what a screen's own code imports from libraries and nothing else:
// bundled, it is the floor the libraries put under that screen (tree-shaken to what it asks of them).

/** Library specifier -> the names the script imports ('default', a name, or '*' for a namespace). */
export type LibraryImports = Map<string, Set<string>>;

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
