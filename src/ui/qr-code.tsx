// A QR code drawn as inline SVG from the qrcode package's module matrix (the only qrcode import on
// the client): no data: URL, no inline style and no HTML string, so a strict CSP holds.
import QRCode from 'qrcode';

export interface QrCodeProps {
  value: string;
  /** The accessible name, e.g. "QR code of ticket TCK-2026-000012". */
  label: string;
  size?: number;
  className?: string;
}

/** One path over the dark modules; a quiet zone of 4 modules, as the standard asks. */
export function qrPath(value: string): { size: number; d: string } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  let d = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return { size: modules.size + quiet * 2, d };
}

export function QrCode({ value, label, size = 200, className }: QrCodeProps) {
  const { size: box, d } = qrPath(value);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect width={box} height={box} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
