// The comments of a source file, found by a small scanner that knows where a comment cannot start:
// inside a string, a template literal or a regular expression literal. What the docs test checks
// in comments (cited paths, citation forms) it reads from here, not from code.

export interface Comment {
  /** 1-based line of the comment's first character. */
  line: number;
  text: string;
}

// After these tokens a `/` starts a regular expression, not a division.
const BEFORE_REGEX =
  /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\b(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await))\s*$/;

/** Comments of JavaScript, TypeScript (with JSX) and CSS sources. */
export function scriptComments(source: string, { css = false } = {}): Comment[] {
  const comments: Comment[] = [];
  let line = 1;
  let i = 0;
  // The open template literals' brace depths: `${` inside a template opens code until its `}`.
  const templates: number[] = [];
  let braces = 0;
  const advance = (to: number) => {
    for (let k = i; k < to; k++) if (source.charCodeAt(k) === 10) line++;
    i = to;
  };
  const skipQuoted = (quote: string) => {
    let k = i + 1;
    while (k < source.length && source[k] !== quote && source[k] !== '\n') k += source[k] === '\\' ? 2 : 1;
    advance(k + 1);
  };
  const skipTemplate = () => {
    // From just after a backtick or a closing `}` of `${…}` to the end of the literal or the next `${`.
    let k = i;
    while (k < source.length) {
      if (source[k] === '\\') k += 2;
      else if (source[k] === '`') {
        advance(k + 1);
        return;
      } else if (source[k] === '$' && source[k + 1] === '{') {
        templates.push(braces);
        braces++;
        advance(k + 2);
        return;
      } else k++;
    }
    advance(k);
  };
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/' && !css) {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      comments.push({ line, text: source.slice(i + 2, stop) });
      advance(stop);
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      comments.push({ line, text: source.slice(i + 2, stop - 2) });
      advance(stop);
    } else if (c === '"' || c === "'") {
      skipQuoted(c);
    } else if (c === '`' && !css) {
      advance(i + 1);
      skipTemplate();
    } else if (c === '{' && !css) {
      braces++;
      advance(i + 1);
    } else if (c === '}' && !css) {
      braces--;
      advance(i + 1);
      if (templates.length > 0 && templates[templates.length - 1] === braces) {
        templates.pop();
        skipTemplate();
      }
    } else if (c === '/' && !css && BEFORE_REGEX.test(source.slice(Math.max(0, i - 12), i))) {
      // A regular expression literal: up to its unescaped closing slash outside a character class.
      let k = i + 1;
      let inClass = false;
      while (k < source.length && source[k] !== '\n') {
        if (source[k] === '\\') k += 2;
        else if (source[k] === '[') {
          inClass = true;
          k++;
        } else if (source[k] === ']') {
          inClass = false;
          k++;
        } else if (source[k] === '/' && !inClass) break;
        else k++;
      }
      advance(k + 1);
    } else {
      advance(i + 1);
    }
  }
  return comments;
}

/** Comments of a file by its kind; Markdown counts whole, as prose. */
export function commentsOf(path: string, source: string): Comment[] {
  if (/\.(ts|tsx|mts|mjs|cjs|js|jsx)$/.test(path)) return scriptComments(source);
  if (path.endsWith('.css')) return scriptComments(source, { css: true });
  const lines = source.split('\n');
  const byLine = (pattern: RegExp) =>
    lines.flatMap((text, index) => {
      const match = pattern.exec(text);
      return match ? [{ line: index + 1, text: match[1] ?? '' }] : [];
    });
  if (path.endsWith('.sql')) return byLine(/--(.*)$/);
  if (/\.(sh|yml|yaml)$|(^|\/)run$/.test(path)) return byLine(/(?:^|\s)#(?!!)(.*)$/);
  if (path.endsWith('.html') || path.endsWith('.svg')) {
    return [...source.matchAll(/<!--([\s\S]*?)-->/g)].map((m) => ({
      line: source.slice(0, m.index).split('\n').length,
      text: m[1] ?? '',
    }));
  }
  if (path.endsWith('.md')) return byLine(/^(.*)$/);
  return [];
}
