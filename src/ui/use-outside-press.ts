import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * Calls `onOutside` when a pointer goes down outside `ref` while `active`. The element marks
 * presses inside before the document sees them, which also works through closed shadow roots,
 * where the document only sees the host.
 */
export function useOutsidePress(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void) {
  const latest = useRef(onOutside);
  latest.current = onOutside;
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    let inside = false;
    const markInside = () => (inside = true);
    const onPress = () => {
      if (!inside) latest.current();
      inside = false;
    };
    element.addEventListener('pointerdown', markInside);
    element.ownerDocument.addEventListener('pointerdown', onPress);
    return () => {
      element.removeEventListener('pointerdown', markInside);
      element.ownerDocument.removeEventListener('pointerdown', onPress);
    };
  }, [ref, active]);
}
