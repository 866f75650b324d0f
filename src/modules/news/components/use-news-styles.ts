// The news styles, adopted into the page (constructable stylesheets: no <style>, strict CSP holds).
import { useEffect } from 'react';
import { adoptStyles } from '../../../ui/styles.ts';
import newsCss from './news.css?inline';

export { newsCss };

export function useNewsStyles(): void {
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, newsCss);
  }, []);
}
