// A user agent in words ("Firefox on Windows") for the devices list. Product names are not
// translated; unknown parts are left out. Order matters: Edge and Opera also say "Chrome", Chrome
// also says "Safari".
export interface DeviceSummary {
  browser: string | null;
  os: string | null;
}

const BROWSERS: [RegExp, string][] = [
  [/ClubApp\//, 'Club app'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
  [/^curl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/Android/, 'Android'],
  [/iPad/, 'iPadOS'],
  [/iPhone|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (rules: [RegExp, string][], ua: string) => rules.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

export function summariseUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const ua = userAgent ?? '';
  return { browser: first(BROWSERS, ua), os: first(SYSTEMS, ua) };
}
