// A process's CPU time and resident set from Linux /proc, for figures beside a baseline process.
import { readFileSync } from 'node:fs';

/** CPU time (user + system) a process has used, in ms (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident set in bytes (VmRSS). */
export function rss(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

/** Samples the resident set every 500 ms; `stop` answers the peak seen. */
export function sampleRss(pid: number): { stop(): number } {
  let peak = rss(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rss(pid));
    } catch {
      // the process ended
    }
  }, 500);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
