// The server's German texts (server/lang/de.ts) against the English in the code: every rule
// template, field wording and sentence has a German text with the same :placeholders, and no
// English sentence can be added to the server without one (the sources are walked for them).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import de from '../../../server/lang/de.ts';
import {
  attributes as englishAttributes,
  isRuleName,
  validation as RULE_MESSAGES,
  type RuleName,
} from '../../../server/lang/en.ts';
import { isChecked } from '../../../src/shared/contract/endpoint.ts';
import { ENDPOINTS } from '../../../src/shared/contract/index.ts';
import { localeFromHeader } from '../../../server/lang/locale.ts';
import { __, replacePlaceholders } from '../../../server/lang/translate.ts';

const REPO = path.resolve(import.meta.dirname, '../../..');
const ROOT = path.join(REPO, 'server');

/** Not member-facing, or with texts of their own; everything else under server/ is walked (and the contract's schemas). */
const NOT_WALKED = [
  /^openapi\//, // the document's generator
  /^modules\/.+\/openapi(-[\w-]+)?\.ts$/, // hand-written paths of the modules not yet in the contract
  /^lang\//, // the texts themselves
  /^realtime\//, // the Pusher protocol: answers to pusher-js and to publishing backends
  /^mail\/messages\.ts$/,
  /^pdf\//, // English and German tables, by the member's stored language
  /^privacy\/export-texts\.ts$/, // the privacy export's PDF tables, likewise
  /^db\/seed\.ts$/,
  /^db\/backup\.ts$/, // the operator's backups (the CLI and the nightly job's log)
  /^modules\/.+\/seed(-[\w-]+)?\.ts$/, // demo content
  /^cli/,
  /^main\.ts$/,
  /^bootstrap\.ts$/,
  /^config\.ts$/, // the operator's console
  /^modules\/dev-/, // demo-mode developer pages
  /^modules\/[\w-]+\/(lang-de|pdf-texts|settings)\.ts$/, // a module's texts, PDF tables and configuration
  /^signing\/club-keys\.ts$/, // the operator's ticket key setup (startup errors)
];

/**
 * Texts a client or Laravel's framework fixes: the client compares the first three exactly
 * (docs/spec.md §4/§8, src/core/api/api.ts, src/core/api/errors.ts); Laravel never translates the last two.
 */
const UNTRANSLATED = new Set([
  'Unauthenticated.',
  'Too Many Attempts.',
  'Invalid ability provided.',
  'The ${} method is not supported for route ${}. Supported methods: ${}.',
  'The route ${} could not be found.',
]);

const placeholders = (text: string) =>
  [...new Set((text.match(/:[a-z]\w*/gi) ?? []).map((p) => p.toLowerCase()))].sort();

function serverFiles(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(ROOT, full).split(path.sep).join('/')] : [];
  });
}

type Node = { type: string; name?: string; [key: string]: unknown };
interface Literal {
  file: string;
  text: string;
  /** Its place: the argument of `__()`, the value of `const NAME =`, or anything else. */
  place: { kind: 'translated' } | { kind: 'constant'; name: string } | { kind: 'other' };
}

/** Visits every node with its ancestors, nearest first. */
function walk(node: unknown, visit: (node: Node, ancestors: Node[]) => void, ancestors: Node[] = []): void {
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit, ancestors));
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node, ancestors);
  for (const [key, value] of Object.entries(node)) if (key !== 'type') walk(value, visit, [node as Node, ...ancestors]);
}

const isTranslateCall = (node: Node | undefined): node is Node & { arguments: Node[] } =>
  node?.type === 'CallExpression' && (node.callee as Node).type === 'Identifier' && (node.callee as Node).name === '__';
/** `v.check(fn, TEXT)`: a schema's message, which server/http/input.ts words with `__()`. */
const isSchemaCall = (node: Node | undefined): node is Node & { arguments: Node[] } =>
  node?.type === 'CallExpression' &&
  (node.callee as Node).type === 'MemberExpression' &&
  ((node.callee as Node).object as Node).name === 'v';

/** `__(TEXT)`, also `__(n === 1 ? TEXT : OTHER)`. */
function givenToTranslate(node: Node, ancestors: Node[]): boolean {
  let child = node;
  for (const ancestor of ancestors) {
    if (ancestor.type === 'ConditionalExpression' && ancestor.test !== child) {
      child = ancestor;
      continue;
    }
    return (
      (isTranslateCall(ancestor) && ancestor.arguments[0] === child) ||
      (isSchemaCall(ancestor) && ancestor.arguments.slice(1).includes(child))
    );
  }
  return false;
}

const CONTRACT = path.join(REPO, 'src/shared/contract');
const walkedFiles = () => [
  ...serverFiles().filter((file) => !NOT_WALKED.some((pattern) => pattern.test(file))),
  ...readdirSync(CONTRACT).map((file) => `../src/shared/contract/${file}`),
];
const astOf = (file: string) =>
  parseAst(transformSync(readFileSync(path.join(ROOT, file), 'utf8'), { loader: 'ts', target: 'esnext' }).code);

/** Every string and template literal of the walked server files, and the constants passed to `__()`. */
function scan() {
  const literals: Literal[] = [];
  const translatedConstants = new Set<string>();
  for (const file of walkedFiles()) {
    walk(astOf(file), (node, ancestors) => {
      if (isTranslateCall(node) && node.arguments[0]?.type === 'Identifier')
        translatedConstants.add(node.arguments[0].name!);
      if (isSchemaCall(node) && node.arguments[1]?.type === 'Identifier')
        translatedConstants.add(node.arguments[1].name!);
      let text: string | null = null;
      if (node.type === 'Literal' && typeof node.value === 'string') text = node.value;
      if (node.type === 'TemplateLiteral')
        text = (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join('${}');
      if (text === null) return;
      const parent = ancestors[0];
      const place: Literal['place'] = givenToTranslate(node, ancestors)
        ? { kind: 'translated' }
        : parent?.type === 'VariableDeclarator' && (parent.id as Node).type === 'Identifier'
          ? { kind: 'constant', name: (parent.id as Node).name! }
          : { kind: 'other' };
      // the contract's files: only a schema's messages are member-facing (a rule's name is worded by its template)
      if (file.startsWith('../') && (place.kind !== 'translated' || isRuleName(text))) return;
      literals.push({ file, text, place });
    });
  }
  return { literals, translatedConstants };
}

/** An English sentence: a capital letter first, several words, a word ending in . ! or ? last (not SQL's `= ?`). */
const isSentence = (text: string) => /^[A-Z].*\s.*[\p{L}\d)'"][.!?]$/su.test(text.trim());

describe('the German texts', () => {
  it('has a German template for every rule of the validator, with the same placeholders', () => {
    for (const rule of Object.keys(RULE_MESSAGES) as RuleName[]) {
      expect(placeholders(de.validation[rule]), rule).toEqual(placeholders(RULE_MESSAGES[rule]));
    }
  });

  it('words a rule per field only with placeholders the rule has', () => {
    for (const [field, wordings] of Object.entries(de.custom)) {
      for (const [rule, text] of Object.entries(wordings) as [RuleName, string][]) {
        const allowed = placeholders(RULE_MESSAGES[rule]);
        expect(
          placeholders(text).filter((p) => !allowed.includes(p)),
          `${field}.${rule}`,
        ).toEqual([]);
      }
    }
  });

  it('gives every German sentence the placeholders of its English source', () => {
    for (const [english, german] of Object.entries(de.sentences)) {
      expect(placeholders(german), english).toEqual(placeholders(english));
      expect(german.trim(), english).not.toBe('');
    }
  });

  it('fills :name, :Name and :NAME as Laravel does, the longer name first', () => {
    expect(replacePlaceholders(':Attribute / :attribute / :ATTRIBUTE', { attribute: 'e-mail' })).toBe(
      'E-mail / e-mail / E-MAIL',
    );
    expect(replacePlaceholders('when :values is present, :value', { value: 'x', values: 'region' })).toBe(
      'when region is present, x',
    );
  });

  it('leaves a text without a German text as written, and a placeholder without a value unfilled', () => {
    expect(__('The given :attribute has appeared in a data leak.', {}, 'de')).toBe(
      'The given :attribute has appeared in a data leak.',
    );
  });
});

describe('the English messages in the server code', () => {
  const { literals, translatedConstants } = scan();

  it('finds the messages it guards (the walk reads the sources)', () => {
    const texts = literals.map((l) => l.text);
    expect(texts).toContain('These credentials do not match our records.');
    expect(texts).toContain('This login link is invalid or has expired.');
    expect(texts).toContain('Unauthenticated.');
  });

  it('passes every English sentence through __() (directly, or as a constant given to __()) or keeps it as a contract text', () => {
    const ruleTemplates = new Set<string>(Object.values(RULE_MESSAGES)); // German in de.validation
    const untranslated = literals
      .filter((l) => isSentence(l.text) && !UNTRANSLATED.has(l.text) && !ruleTemplates.has(l.text))
      .filter(
        (l) =>
          !(l.place.kind === 'translated' || (l.place.kind === 'constant' && translatedConstants.has(l.place.name))),
      )
      .map((l) => `${l.file}: ${l.text}`);
    expect(untranslated).toEqual([]);
  });

  it('has a German text for every text given to __()', () => {
    const translated = literals.filter(
      (l) => l.place.kind === 'translated' || (l.place.kind === 'constant' && translatedConstants.has(l.place.name)),
    );
    const missing = translated.filter((l) => !Object.hasOwn(de.sentences, l.text)).map((l) => `${l.file}: ${l.text}`);
    expect(missing).toEqual([]);
    // A key with ${} would never be found: __() takes :placeholders.
    expect(translated.filter((l) => l.text.includes('${}')).map((l) => l.text)).toEqual([]);
  });

  it('keeps no German text whose English source left the code', () => {
    const texts = new Set(literals.map((l) => l.text));
    expect(Object.keys(de.sentences).filter((english) => !texts.has(english))).toEqual([]);
  });

  it('names in English and in German every field the routes validate or name in a message', () => {
    const fields = new Set<string>();
    for (const file of walkedFiles()) {
      walk(astOf(file), (node) => {
        if (node.type !== 'CallExpression' || (node.callee as Node).type !== 'Identifier') return;
        const name = (node.callee as Node).name;
        const args = node.arguments as Node[];
        const shape = name === 'validate' ? args[1] : undefined;
        if (shape?.type === 'ObjectExpression') {
          for (const property of shape.properties as Node[]) {
            const key = property.key as Node | undefined;
            if (key?.type === 'Identifier') fields.add(key.name!);
          }
        }
        const field = name === 'fieldMessage' ? args[1] : name === 'attributeName' ? args[0] : undefined;
        if (field?.type === 'Literal' && typeof field.value === 'string') fields.add(field.value);
      });
    }
    // every field of an /api body or query that a rule checks
    for (const endpoint of ENDPOINTS.filter(({ path }) => path.startsWith('/api/')))
      for (const schema of [endpoint.body, endpoint.query])
        for (const [field, entry] of Object.entries(schema?.entries ?? {})) if (isChecked(entry)) fields.add(field);
    expect(fields.size).toBeGreaterThan(20);
    expect([...fields].filter((field) => !Object.hasOwn(de.attributes, field)).sort()).toEqual([]);
    expect([...fields].filter((field) => !Object.hasOwn(englishAttributes, field)).sort()).toEqual([]);
  });
});

describe('the language of a request (Accept-Language)', () => {
  it('takes the first two letters of the first language we speak, ch as German, English otherwise', () => {
    expect(localeFromHeader('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(localeFromHeader('de-CH')).toBe('de');
    expect(localeFromHeader('ch')).toBe('de');
    expect(localeFromHeader('fr-FR, de;q=0.7, en;q=0.5')).toBe('de');
    expect(localeFromHeader('en-GB,de;q=0.8')).toBe('en');
    expect(localeFromHeader('fr-FR, it')).toBe('en');
    expect(localeFromHeader('*')).toBe('en');
    expect(localeFromHeader('')).toBe('en');
    expect(localeFromHeader(undefined)).toBe('en');
  });

  it('skips a language the client refuses with q=0', () => {
    expect(localeFromHeader('de;q=0, en')).toBe('en');
    expect(localeFromHeader('de;q=0.0')).toBe('en');
  });
});
