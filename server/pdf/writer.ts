// A minimal PDF 1.4 writer: one A4 page of text in the standard Helvetica fonts, enough for a
// receipt. No library: the structure is small (catalog, pages, page, two fonts, one content
// stream, info) and the cross-reference table holds the byte offset of every object.
// Text is WinAnsi-encoded (Latin-1 plus €, „ “ – … and friends); other characters become '?'.

export interface PdfText {
  text: string;
  /** Points from the left edge. */
  x: number;
  /** Points from the bottom edge. */
  y: number;
  size?: number;
  bold?: boolean;
}

export interface PdfDocumentInput {
  title: string;
  texts: PdfText[];
  /** PDF date of the Info dictionary; default now. */
  createdAt?: Date;
  producer?: string;
}

export const A4: readonly [number, number] = [595, 842];

// WinAnsiEncoding's 0x80-0x9F block (PDF 32000-1 Annex D); 0xA0-0xFF are Latin-1.
const WIN_ANSI_HIGH: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c,
  'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b,
  'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};
// Intl output uses narrow and thin spaces (e.g. en times, de currency in some versions).
const SPACES = new Set(['\u202f', '\u2009', '\u2007', '\u2002', '\u2003']);

/** The WinAnsi byte of each character of `text` ('?' where there is none). */
export function winAnsiBytes(text: string): number[] {
  return [...text].map((char) => {
    if (SPACES.has(char)) return 0x20;
    const code = char.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
    return WIN_ANSI_HIGH[char] ?? 0x3f;
  });
}

/** A PDF literal string: ( ) \ escaped, bytes outside ASCII as octal escapes, so the file stays 7-bit. */
export function pdfString(text: string): string {
  const body = winAnsiBytes(text)
    .map((byte) => {
      if (byte === 0x28 || byte === 0x29 || byte === 0x5c) return `\\${String.fromCharCode(byte)}`;
      if (byte < 0x20 || byte > 0x7e) return `\\${byte.toString(8).padStart(3, '0')}`;
      return String.fromCharCode(byte);
    })
    .join('');
  return `(${body})`;
}

/** `D:20260101100000Z` (PDF 32000-1 §7.9.4). */
export function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

function contentStream(texts: PdfText[]): string {
  return texts
    .map((t) => `BT /${t.bold ? 'F2' : 'F1'} ${num(t.size ?? 11)} Tf ${num(t.x)} ${num(t.y)} Td ${pdfString(t.text)} Tj ET`)
    .join('\n');
}

/** Writes the document; answers its bytes. */
export function writePdf(input: PdfDocumentInput): Buffer {
  const content = contentStream(input.texts);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4[0]} ${A4[1]}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(input.title)} /Producer ${pdfString(input.producer ?? 'Club portal')} /CreationDate ${pdfString(pdfDate(input.createdAt ?? new Date()))} >>`,
  ];
  // The binary comment after the header tells transfer tools the file is binary (§7.5.2).
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    length += chunk.length;
  });
  // Each cross-reference entry is exactly 20 bytes, its end of line included (§7.5.4).
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
  ].join('\n');
  const trailer = `${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  chunks.push(Buffer.from(trailer, 'latin1'));
  return Buffer.concat(chunks);
}
