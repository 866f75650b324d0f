// pdfmake enters the server through this file only: wallet statements, order bank details,
// receipts and event tickets are all document definitions rendered here. Roboto (shipped with
// pdfmake) is embedded, so umlauts, ß, € and any other Unicode text print as written.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** A pdfmake document definition (https://pdfmake.github.io/docs/0.3/document-definition-object/). */
export type PdfDocument = Record<string, unknown> & { content: unknown };

interface PdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  createPdf(doc: PdfDocument): { getBuffer(): Promise<Buffer> };
}

const pdfmake = require('pdfmake') as PdfMake;
const fontDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
pdfmake.setFonts({
  Roboto: {
    normal: join(fontDir, 'Roboto-Regular.ttf'),
    bold: join(fontDir, 'Roboto-Medium.ttf'),
    italics: join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
});
// Only the bundled fonts may be read from disk and nothing from the network: a definition can
// never pull in another file or make the server fetch a URL.
pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontDir));
pdfmake.setUrlAccessPolicy(() => false);

/** Renders a document definition to PDF bytes. `qr` nodes draw QR codes, `table` nodes tables. */
export function renderPdf(doc: PdfDocument): Promise<Buffer> {
  return pdfmake.createPdf({ defaultStyle: { font: 'Roboto', fontSize: 10 }, ...doc }).getBuffer();
}
