// Copying a text: the async Clipboard API, else the old select-and-copy on a hidden textarea
// (older browsers, pages not in a secure context). Answers whether it worked.
export interface ClipboardEnv {
  navigator?: { clipboard?: { writeText(text: string): Promise<void> } };
  document?: Document;
}

export async function copyText(
  text: string,
  env: ClipboardEnv = { navigator: globalThis.navigator, document: globalThis.document },
): Promise<boolean> {
  try {
    if (env.navigator?.clipboard?.writeText) {
      await env.navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): try the fallback.
  }
  const doc = env.document;
  if (!doc || typeof doc.execCommand !== 'function') return false;
  const area = doc.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.className = 'club-visually-hidden'; // no style attribute: a strict CSP holds
  doc.body.append(area);
  area.select();
  try {
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
