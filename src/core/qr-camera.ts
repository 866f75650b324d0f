// A camera that reads QR codes (the counter's membership cards, docs/spec.md §12 "Counter"): opens the
// back camera into a <video>, reads a frame every SCAN_EVERY_MS (one at a time: a slow phone can take
// longer) and hands each new code on; the same code held up is handed on once per SAME_CODE_PAUSE_MS.
// When the handler answers true the code was the one wanted and the camera stops.
import { readQrCode } from './qr-reader.ts';

export const SCAN_EVERY_MS = 250;
export const SAME_CODE_PAUSE_MS = 4000;

export interface QrCamera {
  /** False when no camera opened (refused, or none): the code can be typed instead. */
  start(video: HTMLVideoElement): Promise<boolean>;
  stop(): void;
}

export function createQrCamera(onCode: (code: string) => Promise<boolean> | boolean): QrCamera {
  let stream: MediaStream | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  let last: { code: string; at: number } | null = null;
  let reading = false;
  const canvas = typeof document === 'undefined' ? null : document.createElement('canvas');

  async function read(video: HTMLVideoElement): Promise<void> {
    if (!canvas || reading || video.readyState < 2 || video.videoWidth === 0) return;
    reading = true;
    try {
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      canvas.getContext('2d', { willReadFrequently: true })?.drawImage(video, 0, 0);
      const code = await readQrCode(canvas);
      if (!code) return;
      const now = Date.now();
      if (last && last.code === code && now - last.at < SAME_CODE_PAUSE_MS) return;
      last = { code, at: now };
      if (await onCode(code)) stop();
    } finally {
      reading = false;
    }
  }

  function stop(): void {
    clearInterval(timer);
    timer = undefined;
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = null;
  }

  return {
    async start(video) {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        return false;
      }
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      timer = setInterval(() => void read(video), SCAN_EVERY_MS);
      return true;
    },
    stop,
  };
}
