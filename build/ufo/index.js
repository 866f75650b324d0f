// ufo for the widget script's ofetch (see ofetchDependencies in rollup.config.mjs): exactly the two
// functions ofetch imports from it, withBase and withQuery, written out with ufo 1.6's own rules
// (protocol detection, the special blob:/data:/javascript:/vbscript: schemes, backslashes read as
// slashes, query keys/values encoded and decoded as ufo does, __proto__/constructor keys skipped).
// ufo's other ~60 exports are not reachable from ofetch; importing one fails the build, not the page.
// tests/build/ofetch-dependencies.test.ts compares both with the real ufo on a table of inputs.

// hasProtocol(input) and its acceptRelative form, as ufo spells them
const PROTOCOL = /^[\s\w\0+.-]{2,}:([/\\]{2})?/;
const PROTOCOL_RELATIVE = /^([/\\]\s*){2,}[^/\\]/;

export function withBase(input, base) {
  if (!base || base === '/' || PROTOCOL.test(input)) return input;
  const trimmed = (base.endsWith('/') ? base.slice(0, -1) : base) || '/';
  const next = input[trimmed.length];
  if (input.startsWith(trimmed) && (!next || next === '/' || next === '?')) return input;
  // joinURL(trimmed, input)
  return input && input !== '/' ? (trimmed.endsWith('/') ? trimmed : trimmed + '/') + input.replace(/^\.?\//, '') : trimmed;
}

export function withQuery(input, query) {
  // parseURL, then stringifyParsedURL with the merged query as the search
  let special = input.match(/^[\s\0]*(blob:|data:|javascript:|vbscript:)(.*)/i);
  if (special) return special[1].toLowerCase() + '//' + special[2] + search({ ...query });
  let origin = '';
  let path = input;
  if (PROTOCOL.test(input) || PROTOCOL_RELATIVE.test(input)) {
    const [, protocol = '', auth = '', rest = ''] = input.replace(/\\/g, '/').match(/^[\s\0]*([\w+.-]{2,}:)?\/\/([^/@]+@)?(.*)/) || [];
    const [, host, tail = ''] = rest.match(/([^#/?]*)(.*)?/);
    origin = protocol.toLowerCase() + '//' + auth + host;
    path = protocol === 'file:' ? tail.replace(/\/(?=[A-Za-z]:)/, '') : tail;
  }
  const [, pathname, current = '', hash = ''] = path.match(/([^#?]*)(\?[^#]*)?(#.*)?/);
  return origin + pathname + search({ ...parseQuery(current), ...query }) + hash;
}

function parseQuery(text) {
  const object = Object.create(null);
  for (const parameter of (text[0] === '?' ? text.slice(1) : text).split('&')) {
    const match = parameter.match(/([^=]+)=?(.*)/);
    if (!match) continue;
    const key = decode(match[1]);
    if (key === '__proto__' || key === 'constructor') continue;
    const value = decode(match[2]);
    const seen = object[key];
    object[key] = seen === undefined ? value : Array.isArray(seen) ? (seen.push(value), seen) : [seen, value];
  }
  return object;
}

function decode(text) {
  text = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// stringifyQuery, with the leading '?' stringifyParsedURL adds
function search(query) {
  const text = Object.keys(query)
    .filter((key) => query[key] !== undefined)
    .map((key) => {
      let value = query[key];
      if (typeof value === 'number' || typeof value === 'boolean') value = String(value);
      if (!value) return encode(key, true);
      return (Array.isArray(value) ? value : [value]).map((item) => `${encode(key, true)}=${encode(item)}`).join('&');
    })
    .filter(Boolean)
    .join('&');
  return text ? (text[0] === '?' ? '' : '?') + text : '';
}

// encodeQueryValue / encodeQueryKey in one pass: encodeURI leaves + # & / = as they are and writes
// space ^ ` | as %20 %5E %60 %7C (upper case, and no other escape contains these), which ufo then
// swaps in its fixed order; none of its replacements creates a match for a later one
function encode(value, key) {
  return encodeURI(typeof value === 'string' ? value : JSON.stringify(value)).replace(key ? /%(20|5E|60|7C)|[+#&/=]/g : /%(20|5E|60|7C)|[+#&/]/g, (match) =>
    match === '%20' ? '+' : match[1] ? decodeURIComponent(match) : encodeURIComponent(match),
  );
}
