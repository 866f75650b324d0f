// The QR code of the 2FA setup, as an SVG document (the server's only import of `qrcode`). The
// portal shows it through <img src="data:image/svg+xml;base64,..."> so no SVG script can run
// (ASVS 5.0 1.3.4); the text is only ever our own otpauth:// URL.
import QRCode from 'qrcode';

export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
