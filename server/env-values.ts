// Reading the environment: a dotenv file's text, and typed values of single variables (Laravel's
// conventions: empty or "null" is unset). server/config.ts builds the Config from them.
export type Env = Record<string, string | undefined>;

/** Parses a dotenv file: KEY=value, optional quotes, `#` comments, `export ` prefix. */
export function parseDotEnv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2];
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length >= 2) {
      value = value.slice(1, -1);
      if (quote === '"') value = value.replace(/\\n/g, '\n').replace(/\\"/g, '"');
    } else {
      value = value.replace(/\s+#.*$/, '');
    }
    out[match[1]] = value;
  }
  return out;
}

export function str(env: Env, name: string): string | null {
  const value = env[name];
  return value === undefined || value.trim() === '' || value === 'null' ? null : value.trim();
}

export function int(env: Env, name: string, fallback: number): number {
  const value = str(env, name);
  if (value === null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

export function positive(env: Env, name: string, fallback: number): number {
  const n = int(env, name, fallback);
  if (n < 1) throw new Error(`${name} must be a positive whole number, got "${env[name]}"`);
  return n;
}

export function bool(env: Env, name: string, fallback: boolean): boolean {
  const value = str(env, name);
  if (value === null) return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function list(env: Env, name: string): string[] {
  return (str(env, name) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** An http(s) URL from the environment; null while unset. */
export function httpUrl(env: Env, name: string): URL | null {
  const value = str(env, name);
  const url = value === null ? null : URL.parse(value);
  if (value !== null && !/^https?:$/.test(url?.protocol ?? ''))
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return url;
}
