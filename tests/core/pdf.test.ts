import { afterEach, describe, expect, it, vi } from 'vitest';
import { PDF_SLICE_SIZE, base64ToPdfBlob, base64ToSlices, downloadBase64Pdf } from '../../src/core/pdf.ts';

const bytes = Uint8Array.from({ length: 1300 }, (_, i) => (i * 7) % 256);
const base64 = btoa(String.fromCharCode(...bytes));

function joined(slices: Uint8Array[]): number[] {
  return slices.flatMap((slice) => [...slice]);
}

describe('base64 PDF', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('decodes base64 in 512-character slices (docs/spec.md §9)', () => {
    const slices = base64ToSlices(base64);
    expect(PDF_SLICE_SIZE).toBe(512);
    expect(slices.map((s) => s.length)).toEqual([512, 512, 276]);
    expect(joined(slices)).toEqual([...bytes]);
  });

  it('accepts a data: URL prefix and line breaks in the base64 text', () => {
    const wrapped = `data:application/pdf;base64,${base64.slice(0, 76)}\r\n${base64.slice(76)}`;
    expect(joined(base64ToSlices(wrapped))).toEqual([...bytes]);
  });

  it('rejects text that is not base64 with a clear error', () => {
    expect(() => base64ToSlices('%%% not base64 %%%')).toThrow('The PDF data is not valid base64.');
  });

  it('builds an application/pdf Blob of exactly the decoded bytes', async () => {
    const blob = base64ToPdfBlob(base64);
    expect(blob.type).toBe('application/pdf');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([...bytes]);
  });

  it('downloads as {name}.pdf by clicking a temporary anchor on an object URL', () => {
    const urls = document.defaultView?.URL ?? URL;
    const create = vi.spyOn(urls, 'createObjectURL').mockReturnValue('blob:https://club.example/1234');
    vi.spyOn(urls, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: { download: string; href: string; attached: boolean }[] = [];
    const onClick = (event: Event) => {
      const anchor = event.target as HTMLAnchorElement;
      clicks.push({ download: anchor.download, href: anchor.href, attached: document.body.contains(anchor) });
      event.preventDefault(); // no navigation inside the test page
    };
    document.addEventListener('click', onClick);
    downloadBase64Pdf(base64, 'invoice-2026-001');
    document.removeEventListener('click', onClick);
    expect((create.mock.calls[0][0] as Blob).type).toBe('application/pdf');
    expect(clicks).toEqual([
      { download: 'invoice-2026-001.pdf', href: 'blob:https://club.example/1234', attached: true },
    ]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('revokes the object URL after the click has started the download', () => {
    vi.useFakeTimers();
    const urls = document.defaultView?.URL ?? URL;
    vi.spyOn(urls, 'createObjectURL').mockReturnValue('blob:https://club.example/5678');
    const revoke = vi.spyOn(urls, 'revokeObjectURL').mockImplementation(() => {});
    const onClick = (event: Event) => event.preventDefault();
    document.addEventListener('click', onClick);
    downloadBase64Pdf(base64, 'ticket');
    document.removeEventListener('click', onClick);
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledExactlyOnceWith('blob:https://club.example/5678');
  });
});
