// The chat's stylesheet, adopted by the document (no <style> element: a strict CSP holds).
import { useEffect } from 'react';
import { adoptStyles } from '../../../ui/styles.ts';
import chatCss from './chat.css?inline';

export function useChatStyles(): void {
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, chatCss);
  }, []);
}
