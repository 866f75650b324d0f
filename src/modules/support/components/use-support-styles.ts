// The support styles, adopted into the page (constructable stylesheets: no <style>, strict CSP holds).
import { useEffect } from 'react';
import { adoptStyles } from '../../../ui/styles.ts';
import supportCss from './support.css?inline';

export { supportCss };

export function useSupportStyles(): void {
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, supportCss);
  }, []);
}
