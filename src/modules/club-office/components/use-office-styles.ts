// The staff area's stylesheet, adopted into the page (constructable stylesheets: a strict CSP holds).
import { useEffect } from 'react';
import { adoptStyles } from '../../../ui/styles.ts';
import officeCss from './office.css?inline';

export { officeCss };

export function useOfficeStyles(): void {
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, officeCss);
  }, []);
}
