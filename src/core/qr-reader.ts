// Reading a QR code from a camera frame (the door's tickets, docs/spec.md §10 "check-in scanner"; the
// counter's membership cards, §12 "Counter"), and the only jsqr import: the browser's
// BarcodeDetector where it reads QR codes, else jsQR on the frame's pixels.
import jsQR from 'jsqr';

interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type DetectorClass = (new (options: { formats: string[] }) => Detector) & {
  getSupportedFormats?: () => Promise<string[]>;
};

let detector: Promise<Detector | null> | undefined;

function barcodeDetector(): Promise<Detector | null> {
  detector ??= (async () => {
    const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
    if (!Native) return null;
    try {
      const formats = (await Native.getSupportedFormats?.()) ?? [];
      return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })();
  return detector;
}

/** The text of the QR code in the canvas's current picture, or null when none is readable. */
export async function readQrCode(canvas: HTMLCanvasElement): Promise<string | null> {
  const native = await barcodeDetector();
  if (native) {
    const [code] = await native.detect(canvas).catch(() => []);
    if (code?.rawValue) return code.rawValue;
  }
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || canvas.width === 0 || canvas.height === 0) return null;
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data || null;
}
