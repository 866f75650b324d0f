// How the widget script compiles the libraries it builds from their TypeScript sources (pusher-js,
// laravel-echo), and leaves members of their classes out.
import { transform } from 'esbuild';
import path from 'node:path';

/** A library's TypeScript source as its own build compiles it: ES classes without define semantics
 *  (pusher-js and laravel-echo both rely on it: a field declared in a subclass must not reset what
 *  the base constructor set, e.g. Echo's PusherConnector.pusher, set by connect() in Connector's). */
export async function compileLibrarySource(code, id, define = {}) {
  const out = await transform(code, {
    loader: 'ts',
    target: 'es2022',
    sourcefile: id,
    sourcemap: true,
    define,
    tsconfigRaw: { compilerOptions: { useDefineForClassFields: false } },
  });
  return { code: out.code, map: out.map };
}

/**
 * `code` (whose syntax tree is `ast`) with methods of class `className` taken out: each of `removed`
 * gone, each of `refused` throwing its message. Everything else keeps its place (what goes out is
 * blanked, line breaks kept), so the library's source map still holds. A method that is not there
 * fails the build: the library changed, and what it leaves out must be looked at again.
 */
export function withoutMethods(ast, code, className, { refused = {}, removed = [] }) {
  const classes = [];
  (function collect(node) {
    if (node?.type === 'ClassDeclaration' || node?.type === 'ClassExpression') classes.push(node);
    for (const value of Object.values(node ?? {})) {
      if (Array.isArray(value)) value.forEach((child) => typeof child?.type === 'string' && collect(child));
      else if (typeof value?.type === 'string') collect(value);
    }
  })(ast);
  const methods = classes.find((node) => node.id?.name === className)?.body.body.filter((member) => member.type === 'MethodDefinition') ?? [];
  const method = (name) => {
    const found = methods.find((member) => !member.static && member.key.name === name);
    if (!found) throw new Error(`${className}.${name} was not found: what the widget script's build leaves out of it must be looked at again.`);
    return found;
  };
  const edits = [
    ...removed.map((name) => ({ ...pick(method(name)), text: '' })),
    ...Object.entries(refused).map(([name, message]) => ({ ...pick(method(name).value.body), text: `{ throw new Error(${JSON.stringify(message)}); }` })),
  ];
  // from the last to the first, each `text` padded so that the line breaks and the column of what
  // follows stay
  let result = code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    const lines = result.slice(start, end).split('\n');
    if (lines.length === 1 && text.length > end - start) throw new Error(`${className}: no room for the refusal in place of the method body.`);
    const padded = lines.length === 1 ? text.padEnd(end - start) : text + '\n'.repeat(lines.length - 1) + ' '.repeat(lines.at(-1).length);
    result = result.slice(0, start) + padded + result.slice(end);
  }
  return result;
}

const pick = ({ start, end }) => ({ start, end });

/**
 * The rollup `transform` of a library built from its sources in `src`: every .ts file there is
 * compiled (compileLibrarySource), and the members `leftOutByFile` names for it are taken out
 * (withoutMethods). Call it with the plugin context as `this`.
 */
export async function transformLibrarySource(code, id, { src, leftOutByFile, define }) {
  if (!id.startsWith(src + path.sep) || !id.endsWith('.ts')) return null;
  const out = await compileLibrarySource(code, id, define);
  const leftOut = leftOutByFile[path.relative(src, id).split(path.sep).join('/')];
  return leftOut ? { code: withoutMethods(this.parse(out.code), out.code, leftOut.className, leftOut), map: out.map } : out;
}
