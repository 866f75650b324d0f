// Reads a view's source for the two ways a view could load data itself (docs/architecture.md
// "Loading data": views show stores, stores load): an effect that calls the API or a loading
// function, and an import of a request module. No TypeScript compiler API (the pinned TypeScript
// has none): a small scanner that skips strings, templates and comments, follows an effect into the
// local functions it calls, and knows each imported name's module.

/** Where request functions live: a module's `api.ts` and `api/…`, the core's HTTP client (not its error types). */
export const API_MODULE = /(^|\/)(api\.ts|api\/(?!errors\.ts$|dialogs\.ts$)[^'"]+)$/;
/** Stores and the fetcher: a function imported from there loads when its name says so. */
const STORE_MODULE =
  /(^|\/)(store\.ts|store\/[^'"]+|core\/header\/store\.ts|core\/resource\/[^'"]+|core\/runtime\.ts)$/;
const LOADING_NAME = /^(re)?load|^refresh|^ensure|^fetch|^refetch/;
/** Translations come as code chunks (loadMessages, loadSignInTexts), not from the API. */
const TEXTS_NAME = /(Messages|Texts)$/;
const loads = (name: string) => LOADING_NAME.test(name) && !TEXTS_NAME.test(name);
/** Calls that reach the network whatever they are imported from. */
const REQUEST_CALLS = new Set(['currentApi', 'fetch']);

/** The text between the bracket at `open` and its partner, skipping strings and comments. */
export function balanced(source: string, open: number): string {
  const pairs: Record<string, string> = { '(': ')', '{': '}', '[': ']' };
  const stack: string[] = [];
  for (let i = open; i < source.length; i++) {
    const c = source[i]!;
    if (c === '/' && source[i + 1] === '/')
      i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (c === '/' && source[i + 1] === '*') i = source.indexOf('*/', i + 2) + 1;
    else if (c === '"' || c === "'" || c === '`') {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
    } else if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return source.slice(open + 1, i);
    }
  }
  return source.slice(open + 1);
}

/** Each local name imported as a value, with the module it comes from. */
export function valueImports(source: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of source.matchAll(/import\s+(?!type\b)([^'";]*?)\s+from\s+['"]([^'"]+)['"]/g)) {
    const [, clause, from] = match as unknown as [string, string, string];
    const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    for (const part of braces.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const local = spec
        .split(/\s+as\s+/)
        .at(-1)!
        .trim();
      names.set(local, from);
    }
    const star = /\*\s+as\s+([\w$]+)/.exec(clause)?.[1];
    const plain = /^([\w$]+)/.exec(clause.trim())?.[1];
    for (const local of [star, plain]) if (local) names.set(local, from);
  }
  return names;
}

/** The body of a function declared in the file under `name` (`function name(`, `const name = …`). */
function localFunction(source: string, name: string): string | null {
  const declared = new RegExp(`(?:function\\s+${name}\\s*\\(|(?:const|let)\\s+${name}\\s*=\\s*)`).exec(source);
  if (!declared) return null;
  const from = declared.index + declared[0].length;
  const brace = source.indexOf('{', from);
  const arrow = source.indexOf('=>', from);
  // `const load = () => call()`: the expression up to the end of its line
  if (arrow !== -1 && (brace === -1 || arrow < brace) && source.slice(arrow + 2).trimStart()[0] !== '{')
    return source.slice(arrow + 2, source.indexOf('\n', arrow));
  return brace === -1 ? null : balanced(source, brace);
}

/** Why `code` (an effect, with the local functions it reaches) loads data; empty when it does not. */
function loadingCalls(source: string, code: string, imports: Map<string, string>, seen: Set<string>): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/\.\s*([A-Za-z_$][\w$]*)\s*\(/g)) {
    const name = match[1]!;
    if (loads(name) || name === 'api') found.push(`.${name}()`);
  }
  for (const match of code.matchAll(/(?<![\w$.])([A-Za-z_$][\w$]*)\s*\(/g)) {
    const name = match[1]!;
    const from = imports.get(name);
    if (REQUEST_CALLS.has(name)) found.push(`${name}()`);
    else if (from && API_MODULE.test(from)) found.push(`${name}() from ${from}`);
    else if (from && STORE_MODULE.test(from) && loads(name)) found.push(`${name}() from ${from}`);
    else if (!from && !seen.has(name)) {
      seen.add(name);
      const body = localFunction(source, name);
      if (body !== null) found.push(...loadingCalls(source, body, imports, seen));
    }
  }
  return found;
}

/** Each effect of a view that loads data: `useEffect #2: getLimits() from ../api.ts`. */
export function loadingEffects(source: string): string[] {
  const imports = valueImports(source);
  const found: string[] = [];
  let n = 0;
  for (const match of source.matchAll(/\buse(Layout)?Effect\s*\(/g)) {
    n++;
    const effect = balanced(source, match.index + match[0].length - 1);
    // `useEffect(load, [])`: the effect is the function named first
    const named = /^\s*([A-Za-z_$][\w$]*)\s*,/.exec(effect)?.[1];
    const code = named ? `${named}()` : effect;
    for (const call of new Set(loadingCalls(source, code, imports, new Set())))
      found.push(`use${match[1] ?? ''}Effect #${n}: ${call}`);
  }
  return found;
}

/** The request modules a view imports values from. */
export function apiImports(source: string): string[] {
  return [...new Set(valueImports(source).values())].filter((from) => API_MODULE.test(from));
}
