import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../../server/pdf/pdfmake.ts';

describe('renderPdf', () => {
  it('renders a document definition to a complete PDF file', async () => {
    const bytes = await renderPdf({ content: ['Grüße aus der Straße: 12,50 €', { qr: 'BCD', fit: 80 }] });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('never reads a local file other than its bundled fonts', async () => {
    await expect(renderPdf({ content: [{ image: '/etc/hostname' }] })).rejects.toThrow();
  });

  it('never fetches a URL named in a definition', async () => {
    await expect(renderPdf({ content: [{ image: 'http://127.0.0.1:9/x.png' }] })).rejects.toThrow();
  });
});
