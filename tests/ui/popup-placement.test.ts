// Every popup inside the viewport from 320 px: kept on its side, flipped, or a sheet.
import { describe, expect, it } from 'vitest';
import { popupPlacement, popupSide } from '../../src/ui/popup-placement.ts';

const box = (left: number, width: number) => ({ left, right: left + width });

describe('popupPlacement', () => {
  it('keeps the side asked for when the popup fits there', () => {
    expect(popupPlacement('end', box(1200, 44), box(892, 352), 1280)).toBe('end');
    expect(popupPlacement('start', box(20, 44), box(20, 192), 1280)).toBe('start');
  });

  it('flips to the other side when the asked side would leave the viewport', () => {
    // A 352 px panel lined up with the right edge of a button near the left: it would start at -200 px.
    expect(popupPlacement('end', box(100, 44), box(-208, 352), 1280)).toBe('start');
    expect(popupPlacement('start', box(1200, 44), box(1200, 192), 1280)).toBe('end');
  });

  it('becomes a sheet when it fits on neither side (the bell on a 360 px phone)', () => {
    expect(popupPlacement('end', box(285, 44), box(-23, 352), 360)).toBe('sheet');
    expect(popupPlacement('start', box(150, 44), box(150, 352), 320)).toBe('sheet');
  });
});

const rows = (top: number, height: number) => ({ top, bottom: top + height });

describe('popupSide', () => {
  it('opens below its button when the popup fits above the viewport bottom', () => {
    expect(popupSide(rows(10, 44), rows(58, 335), 740)).toBe('below');
  });

  it('opens above when the bottom edge would leave the viewport and there is room above (a bell low on the page)', () => {
    // The sign-in popover of a sidebar bell at 768 x 740 px: it would reach 792 px.
    expect(popupSide(rows(409, 44), rows(457, 335), 740)).toBe('above');
  });

  it('becomes a sheet when it fits neither below nor above', () => {
    expect(popupSide(rows(300, 44), rows(348, 500), 740)).toBe('sheet');
  });
});
