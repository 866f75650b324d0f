// destr for the widget script's ofetch (see ofetchDependencies in rollup.config.mjs): destr 2's
// default export as ofetch calls it, destr(text) on a response body: the same quoted-string and
// keyword shortcuts, the same JSON signature test, the same prototype-pollution guard (a
// "__proto__" key, or a "constructor" key holding a prototype, in any \u-escaped spelling, is
// dropped with destr's warning). Its strict mode ({ strict: true }, safeDestr) is not part of this
// build: asked for, it throws. tests/build/ofetch-dependencies.test.ts compares it with the real destr.

const SUSPECT_PROTO = /"(?:_|\\u0{2}5[Ff]){2}(?:p|\\u0{2}70)(?:r|\\u0{2}72)(?:o|\\u0{2}6[Ff])(?:t|\\u0{2}74)(?:o|\\u0{2}6[Ff])(?:_|\\u0{2}5[Ff]){2}"\s*:/;
const SUSPECT_CONSTRUCTOR = /"(?:c|\\u0063)(?:o|\\u006[Ff])(?:n|\\u006[Ee])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[Ff])(?:r|\\u0072)"\s*:/;
const JSON_SIGNATURE = /^\s*["[{]|^\s*-?\d{1,16}(\.\d{1,17})?([Ee][+-]?\d+)?\s*$/;
const KEYWORDS = new Map([
  ['true', true],
  ['false', false],
  ['undefined', undefined],
  ['null', null],
  ['nan', NaN],
  ['infinity', Infinity],
  ['-infinity', -Infinity],
]);

function dropPollution(key, value) {
  if (key === '__proto__' || (key === 'constructor' && value && typeof value === 'object' && 'prototype' in value)) {
    console.warn(`[destr] Dropping "${key}" key to prevent prototype pollution.`);
    return;
  }
  return value;
}

export default function destr(value, options) {
  if (options?.strict) throw new Error('destr strict mode is not part of the widget script build.');
  if (typeof value !== 'string') return value;
  if (value[0] === '"' && value[value.length - 1] === '"' && !value.includes('\\')) return value.slice(1, -1);
  const trimmed = value.trim();
  if (trimmed.length <= 9 && KEYWORDS.has(trimmed.toLowerCase())) return KEYWORDS.get(trimmed.toLowerCase());
  if (!JSON_SIGNATURE.test(value)) return value;
  try {
    return JSON.parse(value, SUSPECT_PROTO.test(value) || SUSPECT_CONSTRUCTOR.test(value) ? dropPollution : undefined);
  } catch {
    return value;
  }
}
