// The application's styles adopted into the portal page (constructable stylesheets: strict CSP holds);
// <club-join> adopts the same sheet into its shadow root.
import { useEffect } from 'react';
import { adoptStyles } from '../../../ui/styles.ts';
import joinCss from './join.css?inline';

export function useJoinStyles(): void {
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, joinCss);
  }, []);
}
