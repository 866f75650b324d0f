// QR codes as SVG documents (the server's only import of `qrcode`): the 2FA setup's otpauth:// URL
// and a bank transfer's EPC payload. The portal shows them through <img src="data:image/svg+xml;
// base64,..."> so no SVG script can run (ASVS 5.0 1.3.4); the text is only ever our own.
import QRCode from 'qrcode';

export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The code's modules (true: dark), row by row: a test draws a ticket into a fake camera's frames. */
export function qrCodeModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, y) =>
    Array.from({ length: modules.size }, (_, x) => Boolean(modules.get(x, y))),
  );
}
