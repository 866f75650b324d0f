// The door's check-in (Club:Door, docs/spec.md §10 "check-in scanner"): the camera's frames are read
// for a ticket QR (src/core/qr-reader.ts); each new code is checked by the server, which admits a
// ticket once and says why it refuses one; the answer and the live count stay on screen. Without a
// connection the browser checks the signature itself with the club's public key (ticket-verify.ts),
// admits each ticket once at this door, and sends those admissions when the connection is back.
import { atom } from 'nanostores';
import { NetworkError } from '../../../core/api/errors.ts';
import { readQrCode } from '../../../core/qr-reader.ts';
import { checkInTicket, getTicketPublicKey } from '../api.ts';
import { checkTicketOffline, importTicketKey, type OfflineCheck } from './ticket-verify.ts';
import type { CheckInAnswer } from '../types.ts';
import { staffEvents } from './events-store.ts';
import { problemOf } from '../../../core/api/refusal-text.ts';

/** How often a frame is read while the camera runs. */
export const SCAN_EVERY_MS = 250;
/** The same code held in front of the camera is checked once in this time, not at every frame. */
export const SAME_CODE_PAUSE_MS = 4000;

/** A ticket checked in the browser while offline; `already` when this door admitted it before. */
export type OfflineAnswer = OfflineCheck & { already: boolean };

export function createDoorStore(eventId: string, failedText: () => string, noKeyText: () => string = failedText) {
  const $answer = atom<CheckInAnswer | null>(null);
  const $offline = atom<OfflineAnswer | null>(null);
  /** Admissions made offline, not yet sent to the server. */
  const $pending = atom<string[]>([]);
  // fetched while online, so the door can still check a signature when the connection drops
  const key = getTicketPublicKey().then(
    (published) => importTicketKey(published.public_key),
    () => null,
  );
  /** The labels this door admitted, online or offline: a second offline scan is refused. */
  const admitted = new Set<string>();
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
      const answer = await checkInTicket(eventId, code);
      if (answer.ticket && (answer.admitted || answer.reason === 'already_admitted')) admitted.add(answer.ticket.label);
      $offline.set(null);
      $answer.set(answer);
      staffEvents.reload();
    } catch (error) {
      if (error instanceof NetworkError) await checkOffline(code);
      else $problem.set(problemOf(error, failedText()));
    } finally {
      $busy.set(false);
    }
  }

  async function checkOffline(code: string): Promise<void> {
    const verifier = await key;
    if (!verifier) {
      $problem.set(noKeyText());
      return;
    }
    const verdict = await checkTicketOffline(verifier, code, Number(eventId), new Date());
    const already = verdict.ok && admitted.has(verdict.claims.l);
    if (verdict.ok && !already) {
      admitted.add(verdict.claims.l);
      $pending.set([...$pending.get(), code]);
    }
    $answer.set(null);
    $offline.set({ ...verdict, already });
  }

  /** Sends the admissions made offline; those the server still refuses stay out of the queue. */
  async function sync(): Promise<void> {
    for (const code of $pending.get()) {
      try {
        await checkInTicket(eventId, code);
      } catch (error) {
        if (error instanceof NetworkError) return;
      }
      $pending.set($pending.get().filter((queued) => queued !== code));
    }
    staffEvents.reload();
  }
  const online = () => void sync();
  if (typeof window !== 'undefined') window.addEventListener('online', online);

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
    $offline,
    $pending,
    sync,
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
    dispose(): void {
      stop();
      if (typeof window !== 'undefined') window.removeEventListener('online', online);
    },
  };
}
