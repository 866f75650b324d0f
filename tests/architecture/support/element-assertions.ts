// Assertions that only say an element exists: `expect(getByText('Saved')).toBeVisible()` cannot
// fail where the query itself would not already have thrown, and says nothing of what the member
// sees. Found in a test file's source: an `expect(…)` of a DOM query, or of a name bound to one,
// followed by a matcher that checks existence only.

const QUERY = /\b(?:get|find|query)(?:All)?By[A-Z]\w*\(|\.querySelector(?:All)?\(|\.closest\(|\.getElementById\(/;
const EXISTENCE_ONLY =
  /^\s*\.\s*(?:toBeTruthy\(\)|toBeDefined\(\)|toBeInTheDocument\(\)|not\s*\.\s*(?:toBeNull|toBeUndefined|toBeFalsy)\(\))/;
// `const dialog = await screen.findByRole('dialog')`, `let row = table.querySelector('tr')`.
const BINDING = /\b(?:const|let|var)\s+(\w+)\s*=\s*([^;\n]*)/g;

/** From `open` (an opening parenthesis) to its closing one, stepping over strings and comments. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') i = text.indexOf('\n', i);
    else if (c === '/' && text[i + 1] === '*') i = text.indexOf('*/', i) + 1;
    else if (c === "'" || c === '"' || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** Every existence-only assertion on an element in `text`, as "line: source". */
export function existenceOnlyAssertions(text: string): string[] {
  const elementNames = new Set<string>();
  for (const match of text.matchAll(BINDING)) if (QUERY.test(match[2]!)) elementNames.add(match[1]!);
  const found: string[] = [];
  for (const match of text.matchAll(/\bexpect\(/g)) {
    const open = match.index + match[0].length - 1;
    const close = closing(text, open);
    if (close === -1 || !EXISTENCE_ONLY.test(text.slice(close + 1))) continue;
    const subject = text.slice(open + 1, close).trim();
    const code = subject.replace(/\/\/.*$/gm, '').replace(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`[^`]*`/g, "''");
    // A name bound to a query, or a call of a helper that runs one (`await bell('Notifications')`).
    const name = /^(?:await\s+)?(\w+)(?:\([^()]*\))?!?$/.exec(code)?.[1];
    const isElement = QUERY.test(code) || (name !== undefined && elementNames.has(name));
    if (isElement) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${line}: expect(${subject.replace(/\s+/g, ' ')})`);
    }
  }
  return found;
}
