// The door's check-in (Club:Door, docs/spec.md §10 "check-in scanner"): the camera's frames are read
// for a ticket QR (qr-reader.ts); each new code is checked by the server, which admits a ticket once
// and says why it refuses one; the answer and the live count stay on screen.
import { atom } from 'nanostores';
import { checkInTicket } from '../api.ts';
import { readQrCode } from './qr-reader.ts';
import type { CheckInAnswer } from '../types.ts';
import { staffEvents } from './events-store.ts';
import { problemOf } from './problem.ts';

/** How often a frame is read while the camera runs. */
export const SCAN_EVERY_MS = 250;
/** The same code held in front of the camera is checked once in this time, not at every frame. */
export const SAME_CODE_PAUSE_MS = 4000;

export function createDoorStore(eventId: string, failedText: () => string) {
  const $answer = atom<CheckInAnswer | null>(null);
  const $scanning = atom(false);
  const $noCamera = atom(false);
  const $problem = atom<string | null>(null);
  const $busy = atom(false);
  let stream: MediaStream | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  let last: { code: string; at: number } | null = null;
  // one frame at a time: on a slow phone a read can take longer than the interval
  let reading = false;
  const canvas = typeof document === 'undefined' ? null : document.createElement('canvas');

  async function check(payload: string): Promise<void> {
    const code = payload.trim();
    if (!code) return;
    $busy.set(true);
    $problem.set(null);
    try {
      $answer.set(await checkInTicket(eventId, code));
      staffEvents.reload();
    } catch (error) {
      $problem.set(problemOf(error, failedText()));
    } finally {
      $busy.set(false);
    }
  }

  async function scan(video: HTMLVideoElement): Promise<void> {
    if (!canvas || reading || $busy.get() || video.readyState < 2 || video.videoWidth === 0) return;
    reading = true;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d', { willReadFrequently: true })?.drawImage(video, 0, 0);
    const code = await readQrCode(canvas).finally(() => {
      reading = false;
    });
    if (!code) return;
    const now = Date.now();
    if (last && last.code === code && now - last.at < SAME_CODE_PAUSE_MS) return;
    last = { code, at: now };
    await check(code);
  }

  function stop(): void {
    clearInterval(timer);
    timer = undefined;
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = null;
    $scanning.set(false);
  }

  return {
    $answer,
    $scanning,
    $noCamera,
    $problem,
    $busy,
    check,
    /** Opens the back camera into `video` and reads its frames until stop(). */
    async start(video: HTMLVideoElement): Promise<void> {
      $noCamera.set(false);
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        $noCamera.set(true);
        return;
      }
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      $scanning.set(true);
      timer = setInterval(() => void scan(video), SCAN_EVERY_MS);
    },
    stop,
  };
}
