// The widget script's ofetch runs on build/ufo/index.js and build/destr/index.js instead of ufo and
// destr (rollup.config.mjs ofetchDependencies). Every rule here compares the replacement with the
// real library ofetch would otherwise import (node_modules/ufo, node_modules/destr) on a table of
// inputs: same result, same error, same warning.
import realDestr from 'destr';
import * as ufo from 'ufo';
import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: plain JS without type declarations (a build replacement)
import ownDestrUntyped from '../../build/destr/index.js';
// @ts-expect-error: plain JS without type declarations (a build replacement)
import * as ownUfoUntyped from '../../build/ufo/index.js';

const own = ownUfoUntyped as Pick<typeof ufo, 'withBase' | 'withQuery'>;
const ownDestr = ownDestrUntyped as (value: unknown, options?: { strict?: boolean }) => unknown;

type Outcome = { value: unknown } | { throws: string };

function outcome(run: () => unknown): Outcome {
  try {
    return { value: run() };
  } catch (error) {
    return { throws: `${(error as Error).name}: ${(error as Error).message}` };
  }
}

/** Each [input, base] through the replacement and through ufo, labelled so a mismatch names its case. */
function withBaseBoth(cases: readonly (readonly [string, string])[]) {
  const run = (withBase: typeof ufo.withBase) => cases.map(([input, base]) => ({ input, base, ...outcome(() => withBase(input, base)) }));
  return { own: run(own.withBase), ufo: run(ufo.withBase) };
}

function withQueryBoth(cases: readonly (readonly [string, ufo.QueryObject])[]) {
  const run = (withQuery: typeof ufo.withQuery) =>
    cases.map(([input, query]) => ({ input, query: String(Object.keys(query)), ...outcome(() => withQuery(input, query)) }));
  return { own: run(own.withQuery), ufo: run(ufo.withQuery) };
}

const cross = <A, B>(as: readonly A[], bs: readonly B[]) => as.flatMap((a) => bs.map((b) => [a, b] as const));

const BASES = [
  '/api',
  '/api/',
  '/api/v1',
  'api',
  './api',
  'http://club.test',
  'http://club.test/',
  'https://club.test/api/v1',
  'https://club.test/api/v1/',
  '//cdn.club.test/api',
  '//',
  '/a?b=1',
] as const;

describe('withBase, as build/ufo/index.js writes it', () => {
  it('returns absolute URLs and anything ufo reads as having a protocol unchanged, whatever the base', () => {
    const inputs = [
      'http://other.test/x',
      'HTTPS://other.test',
      'https://user:pass@other.test:8443/p?q=1#h',
      'mailto:someone@club.test',
      'file:///C:/x',
      'blob:http://club.test/1',
      'data:text/plain,hi',
      'javascript:alert(1)',
      ' http://padded.test',
      'a b:c',
      'ws://club.test/app',
      'c:\\windows',
    ];
    const { own: result, ufo: expected } = withBaseBoth(cross(inputs, BASES));
    expect(result).toEqual(expected);
    expect(own.withBase('http://other.test/x', '/api')).toBe('http://other.test/x');
  });

  it('returns the input unchanged when the base is empty or "/"', () => {
    const inputs = ['', '/', 'users', '/users', './users', '../users', '?q=1', '#top'];
    const { own: result, ufo: expected } = withBaseBoth(cross(inputs, ['', '/']));
    expect(result).toEqual(expected);
    expect(own.withBase('users', '/')).toBe('users');
  });

  it('keeps an input that already starts with the base followed by "/", "?" or nothing', () => {
    const cases = [
      ['/api', '/api'],
      ['/api/', '/api'],
      ['/api/users', '/api/'],
      ['/api?x=1', '/api'],
      ['/api#h', '/api'],
      ['/apiary', '/api'],
      ['/api-v2/users', '/api/'],
      ['http://club.test/api/users', 'http://club.test/api'],
      ['http://club.test/apiary', 'http://club.test/api'],
      ['/api/v1/x', '/api/v1/'],
    ] as const;
    const { own: result, ufo: expected } = withBaseBoth(cases);
    expect(result).toEqual(expected);
    expect(own.withBase('/api/users', '/api/')).toBe('/api/users');
  });

  it('joins other paths to the base with exactly one slash, with or without its trailing slash', () => {
    const inputs = ['', '/', 'users', '/users', './users', '../users', 'users/', 'users?page=2#top', '?q=1', '#top', '//users', '.users', 'ä/ö'];
    const { own: result, ufo: expected } = withBaseBoth(cross(inputs, BASES));
    expect(result).toEqual(expected);
    expect(own.withBase('/users', 'https://club.test/api/v1/')).toBe('https://club.test/api/v1/users');
  });

  it('treats protocol-relative and backslash inputs as ufo does', () => {
    const inputs = ['//other.test/x', '\\\\evil.test', '/\\evil.test', '\\/evil.test', '/ /evil.test', '\\users', 'users\\x'];
    const { own: result, ufo: expected } = withBaseBoth(cross(inputs, BASES));
    expect(result).toEqual(expected);
  });
});

describe('withQuery, as build/ufo/index.js writes it', () => {
  const URLS = [
    '',
    '/',
    '/users',
    'users',
    './users',
    '/users?',
    '/users#top',
    '/users?page=2#top',
    '#only-hash',
    '?only=query',
    'http://club.test',
    'http://club.test/',
    'HTTP://Club.Test/Path',
    'https://user:pass@club.test:8443/a/b?x=1#frag?not=query',
    'https://club.test/a#h#h2',
    '//cdn.club.test/x?y=1',
    'file:///C:/dir/file',
    'mailto:someone@club.test',
    'http:/one-slash',
    ' \thttp://padded.test/p',
  ];

  it('adds a query to relative, absolute and protocol-relative URLs, keeping auth, host, path and hash', () => {
    const { own: result, ufo: expected } = withQueryBoth(cross(URLS, [{ a: '1' }, { a: 'x', b: 'y' }, {}]));
    expect(result).toEqual(expected);
    expect(own.withQuery('https://user:pass@club.test:8443/a?x=1#frag', { a: '1' })).toBe('https://user:pass@club.test:8443/a?x=1&a=1#frag');
  });

  it('writes blob:, data:, javascript: and vbscript: URLs as ufo does: scheme lower-cased, then "//"', () => {
    const inputs = ['blob:http://club.test/1', 'data:text/plain,hi?x=1#y', 'JavaScript:alert(1)', 'vbscript:msgbox', '  \0javascript:void(0)', 'data:'];
    const { own: result, ufo: expected } = withQueryBoth(cross(inputs, [{ a: '1' }, {}]));
    expect(result).toEqual(expected);
    expect(own.withQuery('JavaScript:alert(1)', { a: '1' })).toBe('javascript://alert(1)?a=1');
  });

  it('reads backslashes in absolute and protocol-relative URLs as slashes', () => {
    const inputs = ['http:\\\\club.test\\a\\b', '\\\\evil.test\\x', '/\\evil.test/x', 'https://club.test\\path?x=\\y', '/plain\\path'];
    const { own: result, ufo: expected } = withQueryBoth(cross(inputs, [{ a: '1' }, {}]));
    expect(result).toEqual(expected);
  });

  it('merges into an existing query: duplicates become arrays, encoded characters and plus signs are decoded, then all is re-encoded', () => {
    const inputs = [
      '/s?tag=a&tag=b',
      '/s?tag=a&tag=b&tag=c',
      '/s?tag[]=a&tag[]=b',
      '/s?q=a+b&r=a%2Bb',
      '/s?q=%E2%82%AC%20%26%3D',
      '/s?bad=%E0%A4%A&ok=1',
      '/s?%E0%A4%A=bad-key',
      '/s?a+b=plus-in-key&c%20d=space-in-key',
      '/s?x',
      '/s?x=',
      '/s?=v&&x=1&',
      '/s?a=1=2',
      '/s?%3D=1',
      '/s?a=%2F%23%5E%60%7C',
    ];
    const queries = [{}, { tag: 'z' }, { q: undefined }, { x: 'y' }, { new: '1' }];
    const { own: result, ufo: expected } = withQueryBoth(cross(inputs, queries));
    expect(result).toEqual(expected);
    expect(own.withQuery('/s?tag=a&tag=b&q=a+b', { new: '1' })).toBe('/s?tag=a&tag=b&q=a+b&new=1');
  });

  it('encodes keys and values as ufo does: spaces as +, and + # & / = ^ ` | % and quotes in its way', () => {
    const texts = ['a b', 'a+b', 'a#b', 'a&b', 'a/b', 'a=b', 'a^b', 'a`b', 'a|b', 'a%b', '%20', '%5e', '%7C', 'a?b', 'a"b\'c', '{x}', '[y]', 'a,b;c:d@e$f!g*h(i)~', '<tag>', 'tab\there', 'line\nbreak'];
    const cases = texts.flatMap((text) => [['/s', { q: text }] as const, ['/s', { [text]: 'v' }] as const]);
    const { own: result, ufo: expected } = withQueryBoth(cases);
    expect(result).toEqual(expected);
    expect(own.withQuery('/s', { 'a b=': 'c+d#e&f/g^h`i|j' })).toBe('/s?a+b%3D=c%2Bd%23e%26f%2Fg^h`i|j');
  });

  it('encodes unicode keys and values as UTF-8', () => {
    const texts = ['é', 'Grüße', '€', '日本語', '😀', 'ä ö', '\u00a0', '\u2028'];
    const cases = texts.flatMap((text) => [['/s', { q: text }] as const, ['/s', { [text]: text }] as const]);
    const { own: result, ufo: expected } = withQueryBoth(cases);
    expect(result).toEqual(expected);
    expect(own.withQuery('/s', { q: '€' })).toBe('/s?q=%E2%82%AC');
  });

  it('fails on a lone surrogate as ufo does (encodeURI throws URIError)', () => {
    const { own: result, ufo: expected } = withQueryBoth([['/s', { q: '\ud800' }], ['/s', { ['\udc00']: 'v' }]]);
    expect(result).toEqual(expected);
    expect(result[0]).toMatchObject({ throws: expect.stringMatching(/^URIError/) });
  });

  it('writes numbers and booleans as text, null and "" as a bare key, and leaves undefined out (removing an existing key)', () => {
    const values: ufo.QueryValue[] = [0, -1.5, 1e21, NaN, Infinity, true, false, null, '', undefined];
    const cases = cross(['/s', '/s?k=old&other=1'], values.map((value) => ({ k: value })));
    const { own: result, ufo: expected } = withQueryBoth(cases);
    expect(result).toEqual(expected);
    expect(own.withQuery('/s?k=old&other=1', { k: undefined, z: null, f: false, n: 0 })).toBe('/s?other=1&z&f=false&n=0');
  });

  it('writes arrays as repeated keys and other objects as JSON', () => {
    const values: unknown[] = [['a', 'b'], [], [''], [1, true, null, undefined], ['a b', 'c&d'], [['nested']], { a: 1 }, { 'x y': [1, 2] }, {}, new Date(0)];
    const cases = cross(['/s', '/s?k=old'], values.map((value) => ({ k: value }) as ufo.QueryObject));
    const { own: result, ufo: expected } = withQueryBoth(cases);
    expect(result).toEqual(expected);
    expect(own.withQuery('/s', { k: ['a', 'b'], o: { a: 1 } as never })).toBe('/s?k=a&k=b&o=%7B%22a%22:1%7D');
  });

  it('skips __proto__ and constructor keys of an existing query, and treats such keys given as own properties as ufo does', () => {
    const given = [
      JSON.parse('{"__proto__": "x"}') as ufo.QueryObject,
      JSON.parse('{"__proto__": {"polluted": "yes"}}') as ufo.QueryObject,
      { constructor: 'c' },
      { prototype: 'p', hasOwnProperty: 'h', toString: 't' },
      {},
    ];
    const inputs = ['/s', '/s?__proto__=x&a=1', '/s?constructor=x&b=2', '/s?__proto__[polluted]=yes', '/s?%5F%5Fproto%5F%5F=x'];
    const { own: result, ufo: expected } = withQueryBoth(cross(inputs, given));
    expect(result).toEqual(expected);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(own.withQuery('/s?__proto__=x&constructor=y&a=1', {})).toBe('/s?a=1');
  });
});

describe('destr, as build/destr/index.js writes it', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /**
   * A parsed value spelled out: every own key (so a dropped or kept "__proto__"/"constructor" key
   * shows) and every object's prototype. toStrictEqual cannot compare these: it takes an own
   * "constructor" key for the object's class.
   */
  function shape(value: unknown): unknown {
    if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
    if (value === null || typeof value !== 'object') return value === undefined ? 'undefined' : value;
    const prototype = Object.getPrototypeOf(value);
    const kind = prototype === Object.prototype ? 'Object' : prototype === Array.prototype ? 'Array' : prototype === null ? 'null' : 'other';
    return { kind, entries: Reflect.ownKeys(value).map((key) => [String(key), shape((value as Record<PropertyKey, unknown>)[key])]) };
  }

  /** The result and destr's console.warn calls, for the replacement and for destr itself. */
  function destrBoth(inputs: readonly unknown[]) {
    const run = (parse: (value: unknown) => unknown) =>
      inputs.map((input) => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        const result = outcome(() => parse(input));
        const warnings = warn.mock.calls.map((call) => call.join(' '));
        warn.mockRestore();
        return { input: shape(input), ...('value' in result ? { value: shape(result.value) } : result), warnings };
      });
    return { own: run(ownDestr), destr: run((value) => realDestr(value)) };
  }

  it('returns values that are not strings unchanged', () => {
    const inputs = [undefined, null, 0, 42, true, false, { a: 1 }, [1], NaN];
    const { own: result, destr: expected } = destrBoth(inputs);
    expect(result).toEqual(expected);
    const object = { a: 1 };
    expect(ownDestr(object)).toBe(object);
  });

  it('strips the quotes of a quoted string without backslashes, and JSON-parses one with them', () => {
    const inputs = ['"hello"', '""', '"', '"a"b"', '"say \\"hi\\""', '"\\u0041"', '"unterminated', 'x"', ' "padded" ', '"{\\"a\\":1}"'];
    const { own: result, destr: expected } = destrBoth(inputs);
    expect(result).toEqual(expected);
    expect(ownDestr('"say \\"hi\\""')).toBe('say "hi"');
  });

  it('reads the keywords true, false, null, undefined, NaN and ±Infinity in any case and with surrounding whitespace', () => {
    const inputs = ['true', 'TRUE', 'False', ' null ', 'NULL', 'undefined', 'Undefined', 'nan', 'NaN', 'Infinity', 'infinity', '-infinity', '-INFINITY', '+infinity', '\ttrue\n', 'truex', 'nul', '  -Infinity  '];
    const { own: result, destr: expected } = destrBoth(inputs);
    expect(result).toEqual(expected);
    expect(ownDestr('-INFINITY')).toBe(-Infinity);
  });

  it('parses numbers of up to 16 digits and keeps larger or unusual ones as text', () => {
    const inputs = ['0', '-0', '42', '-7', '3.14', '1e5', '1E-5', '2.5e+10', ' 12 ', '1234567890123456', '12345678901234567', '9007199254740993', '0.12345678901234567', '0.123456789012345678', '1.', '.5', '0x10', '1_000', '+1', '1e', '00', '--1', '1 2'];
    const { own: result, destr: expected } = destrBoth(inputs);
    expect(result).toEqual(expected);
    expect(ownDestr('12345678901234567')).toBe('12345678901234567');
  });

  it('parses JSON objects and arrays', () => {
    const inputs = ['{}', '[]', '{"a":1,"b":[true,null,"x"],"c":{"d":"e"}}', '[1,"two",{"three":3}]', '  {"padded": true}  ', '{"prototype": 1, "toString": "x"}', '{"constructor": "plain"}', '[{"constructor": 1}]'];
    const { own: result, destr: expected } = destrBoth(inputs);
    expect(result).toEqual(expected);
    expect(ownDestr('{"a":[1,2]}')).toEqual({ a: [1, 2] });
  });

  it('returns invalid JSON and plain text as the text itself', () => {
    const inputs = ['{a:1}', '{"a":1', '[1,2', "{'a':1}", '[1,]', 'hello world', '<html>error</html>', 'OK', 'true false', '{"a":1}x', '\\u0041', 'undefinedx'];
    const { own: result, destr: expected } = destrBoth(inputs);
    expect(result).toEqual(expected);
    expect(ownDestr('{a:1}')).toBe('{a:1}');
  });

  it('returns empty and whitespace-only text as it is', () => {
    const inputs = ['', ' ', '\n', '\t \r\n', '\u00a0', '\ufeff'];
    const { own: result, destr: expected } = destrBoth(inputs);
    expect(result).toEqual(expected);
    expect(ownDestr('  ')).toBe('  ');
  });

  it('drops "__proto__" keys with destr\'s warning, in any \\u-escaped spelling', () => {
    const inputs = [
      '{"__proto__": {"polluted": "yes"}}',
      '{"a": 1, "__proto__": {"isAdmin": true}}',
      '{"\\u005f\\u005fproto\\u005f\\u005f": {"polluted": "yes"}}',
      '{"\\u005F_pr\\u006Fto__": {"polluted": "yes"}}',
      '{"nested": {"__proto__": {"polluted": "yes"}}}',
      '[{"__proto__": {"polluted": "yes"}}]',
      '{"__proto__" : null}',
      '{"__proto__x": 1}',
    ];
    const { own: result, destr: expected } = destrBoth(inputs);
    expect(result).toEqual(expected);
    expect(result[0]!.warnings).toEqual(['[destr] Dropping "__proto__" key to prevent prototype pollution.']);
  });

  it('drops "constructor" keys that hold a prototype with the warning, in any \\u-escaped spelling, and keeps other constructor keys', () => {
    const inputs = [
      '{"constructor": {"prototype": {"polluted": "yes"}}}',
      '{"\\u0063onstructor": {"prototype": {"polluted": "yes"}}}',
      '{"\\u0063\\u006F\\u006E\\u0073\\u0074\\u0072\\u0075\\u0063\\u0074\\u006f\\u0072": {"prototype": {"polluted": "yes"}}}',
      '{"constructor": {"name": "kept"}}',
      '{"constructor": "kept"}',
      '{"a": {"constructor": {"prototype": {"polluted": "yes"}}}}',
    ];
    const { own: result, destr: expected } = destrBoth(inputs);
    expect(result).toEqual(expected);
    expect(result[0]!.warnings).toEqual(['[destr] Dropping "constructor" key to prevent prototype pollution.']);
    expect(result[3]!.warnings).toEqual([]);
  });

  it('never pollutes Object.prototype, and parsed objects keep their plain prototype', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const payloads = [
      '{"__proto__": {"polluted": "yes"}}',
      '{"\\u005f\\u005fproto\\u005f\\u005f": {"polluted": "yes"}}',
      '{"constructor": {"prototype": {"polluted": "yes"}}}',
      '{"\\u0063onstructor": {"prototype": {"polluted": "yes"}}}',
    ];
    for (const payload of payloads) {
      const parsed = ownDestr(payload) as Record<string, unknown>;
      const copy = Object.assign({}, parsed) as Record<string, unknown>;
      expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
      expect(Object.keys(parsed)).toEqual([]);
      expect([parsed.polluted, copy.polluted, ({} as Record<string, unknown>).polluted]).toEqual([undefined, undefined, undefined]);
    }
  });

  it('refuses strict mode ({ strict: true }, destr\'s safeDestr) with its own error, as the build leaves it out', () => {
    for (const value of ['{"a":1}', 'not json', '1', 42]) {
      expect(() => ownDestr(value, { strict: true })).toThrow('destr strict mode is not part of the widget script build.');
    }
    expect(ownDestr('{"a":1}', { strict: false })).toEqual({ a: 1 });
  });
});
