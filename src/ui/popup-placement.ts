// Where a popup opens: on the side of its button asked for, flipped to the other
// side when that edge would leave the viewport, and a full-width sheet when neither side fits.
// Below its button, or above when the bottom edge would leave the viewport and there is room
// above (a bell low on a club's page), else the sheet.
// A plain function of measured boxes, so any popup of the portal or the widgets can use it.
export type PopupAlign = 'start' | 'end';
export type PopupPlacement = PopupAlign | 'sheet';

export interface Box {
  left: number;
  right: number;
}

/** Margin kept to the viewport's edges (px), as the sheet's inset in menu.css. */
export const VIEWPORT_MARGIN = 8;

/**
 * `popup` is where the popup sits now with `align` ('start': its left edge on the button's left
 * edge, 'end': its right edge on the button's right edge, in a left-to-right page).
 */
export function popupPlacement(align: PopupAlign, button: Box, popup: Box, viewportWidth: number): PopupPlacement {
  const width = popup.right - popup.left;
  const fits = (side: PopupAlign) =>
    side === 'start'
      ? button.left >= VIEWPORT_MARGIN && button.left + width <= viewportWidth - VIEWPORT_MARGIN
      : button.right <= viewportWidth - VIEWPORT_MARGIN && button.right - width >= VIEWPORT_MARGIN;
  const other = align === 'start' ? 'end' : 'start';
  return fits(align) ? align : fits(other) ? other : 'sheet';
}

export type PopupSide = 'below' | 'above' | 'sheet';

export interface VerticalBox {
  top: number;
  bottom: number;
}

/** `popup` is where the popup sits now, below `button` (its top a small gap under the button's bottom). */
export function popupSide(button: VerticalBox, popup: VerticalBox, viewportHeight: number): PopupSide {
  if (popup.bottom <= viewportHeight - VIEWPORT_MARGIN) return 'below';
  const gap = popup.top - button.bottom;
  return button.top - gap - (popup.bottom - popup.top) >= VIEWPORT_MARGIN ? 'above' : 'sheet';
}
