// Reads the text of a pdfmake (pdfkit) PDF for tests, with node:zlib only: inflates the streams,
// maps each font's glyph codes back to characters through its ToUnicode CMap, and decodes the
// hex strings of the Tj/TJ operators in the content streams.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  const pattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const body = match[2]!;
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      found.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const start =
      match.index + match[0].indexOf(body) + streamAt + 'stream'.length + (body[streamAt + 6] === '\r' ? 2 : 1);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const raw = pdf.subarray(start, start + length);
    found.set(Number(match[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw });
  }
  return found;
}

function cmap(text: string): Map<string, string> {
  const map = new Map<string, string>();
  const hexToText = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, dst] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(code!.toLowerCase().padStart(4, '0'), hexToText(dst!));
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, rest] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const from = parseInt(lo!, 16);
      const to = parseInt(hi!, 16);
      // a ligature maps to several code units, written with a space: <0066 006c>
      const targets = rest!.startsWith('[')
        ? [...rest!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) => m[1]!.replace(/\s/g, ''))
        : null;
      for (let code = from; code <= to; code++) {
        const dst = targets
          ? targets[code - from]!
          : (parseInt(rest!.slice(1, -1), 16) + (code - from)).toString(16).padStart(4, '0');
        map.set(code.toString(16).padStart(4, '0'), hexToText(dst));
      }
    }
  }
  return map;
}

/** The page content streams, inflated (drawing operators as text). */
export function pdfContent(pdf: Buffer): string {
  return [...objects(pdf).values()]
    .map(({ stream }) => stream?.toString('latin1') ?? '')
    .filter((content) => /\bBT\b| re\b/.test(content))
    .join('\n');
}

/** The text of every page in drawing order, one line of the document per line. */
export function pdfText(pdf: Buffer): string {
  const all = objects(pdf);
  const fonts = new Map<string, Map<string, string>>();
  for (const { dict } of all.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = all.get(Number(ref));
      const toUnicode = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict)?.[1];
      const stream = toUnicode ? all.get(Number(toUnicode))?.stream : null;
      if (stream) fonts.set(name!, cmap(stream.toString('latin1')));
    }
  }
  const lines: string[] = [];
  for (const { stream } of all.values()) {
    const content = stream?.toString('latin1') ?? '';
    if (!/\bBT\b/.test(content)) continue;
    let font = new Map<string, string>();
    for (const [, fontName, array, single] of content.matchAll(
      /\/(F\d+) [\d.]+ Tf|\[((?:[^\]]*))\] TJ|<([0-9a-fA-F]*)> Tj/g,
    )) {
      if (fontName) font = fonts.get(fontName) ?? new Map();
      const hexes =
        array !== undefined
          ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!)
          : single !== undefined
            ? [single]
            : [];
      if (hexes.length)
        lines.push(
          hexes
            .map((hex) => (hex.match(/.{4}/g) ?? []).map((code) => font.get(code.toLowerCase()) ?? '?').join(''))
            .join(''),
        );
    }
  }
  // pdfmake draws word by word, each with its trailing space (or after a hyphen, where it may
  // break); any other piece ends a line.
  return lines.map((piece) => (piece.endsWith(' ') || piece.endsWith('-') ? piece : `${piece}\n`)).join('');
}
