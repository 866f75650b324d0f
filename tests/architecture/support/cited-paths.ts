// The repository paths a comment or a doc names (src/…, server/…, tests/…), and which of them lead
// nowhere. A pattern stands for the files it matches: `<feature>` and `*` one name, `**` any depth,
// `{en,de}` each of its choices; it resolves when at least one file or folder matches it.
import { commentsOf } from './comments.ts';

export const CITED_ROOTS = ['src', 'server', 'embed', 'tests', 'build', 'bench', 'scripts', 'examples', 'docs'];

// Not after a word, a dot, a slash, `@` or `#`: a relative path, `/examples/` (a URL path),
// `dist/embed/`, `@scope/src/` and `#core/x` (an import alias) are not repository paths.
const CITED_PATH = new RegExp(
  `(?<![\\w./@#~-])(?:${CITED_ROOTS.join('|')})\\/(?:[\\w./\\-*<>]|\\{[\\w.,\\-]*\\})*`,
  'g',
);

export interface SourceFile {
  path: string;
  text: string;
}

/** Every path a file's comments (all of a Markdown file) name, as "path:line: cited". */
export function citedPaths(file: SourceFile): { line: number; cited: string }[] {
  const found: { line: number; cited: string }[] = [];
  for (const comment of commentsOf(file.path, file.text)) {
    for (const match of comment.text.matchAll(CITED_PATH)) {
      const cited = match[0].replace(/[.,:]+$/, '');
      const line = comment.line + comment.text.slice(0, match.index).split('\n').length - 1;
      found.push({ line, cited });
    }
  }
  return found;
}

function patternOf(cited: string): RegExp {
  const source = cited
    .replace(/\/$/, '')
    .split(/(\*\*|\*|<[^>/]*>|\{[^}]*\})/)
    .map((part) => {
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      if (part.startsWith('<')) return '[^/]+';
      if (part.startsWith('{')) return `(?:${part.slice(1, -1).split(',').map(escape).join('|')})`;
      return escape(part);
    })
    .join('');
  return new RegExp(`^${source}(?:/|$)`);
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The cited paths that match no file or folder of `tree` (every file's repository path), as
 * "path:line: cited". `generated` lists outputs that exist only after a command ran (.gitignore's).
 */
export function danglingPaths(files: SourceFile[], tree: string[], generated: string[] = []): string[] {
  const exact = new Set(tree);
  for (const path of tree) {
    for (let at = path.indexOf('/'); at !== -1; at = path.indexOf('/', at + 1)) exact.add(path.slice(0, at));
  }
  for (const path of generated) exact.add(path);
  const resolves = (cited: string) => {
    if (/[*<{]/.test(cited)) {
      const pattern = patternOf(cited);
      return tree.some((path) => pattern.test(path));
    }
    return exact.has(cited.replace(/\/$/, ''));
  };
  return files.flatMap((file) =>
    citedPaths(file)
      .filter(({ cited }) => !resolves(cited))
      .map(({ line, cited }) => `${file.path}:${line}: ${cited}`),
  );
}
