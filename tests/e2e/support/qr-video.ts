// Chromium's fake camera (--use-file-for-fake-video-capture) plays a Y4M file: one showing a QR
// code lets the door and counter scanners be driven without a camera.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { qrCodeModules } from '../../../server/qr/qr-code.ts';

/** A Y4M video (4:2:0, one frame that Chromium loops) showing `text` as a QR code on white. */
export function qrVideo(text: string, width: number, height: number, margin: number): string {
  const modules = qrCodeModules(text);
  const scale = Math.floor((Math.min(width, height) - margin) / modules.length);
  const offsetX = Math.floor((width - modules.length * scale) / 2);
  const offsetY = Math.floor((height - modules.length * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < modules.length * scale; y++)
    for (let x = 0; x < modules.length * scale; x++)
      if (modules[Math.floor(y / scale)]![Math.floor(x / scale)]) luma[(offsetY + y) * width + offsetX + x] = 16;
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'club-qr-')), 'qr.y4m');
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F5:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
  return file;
}
