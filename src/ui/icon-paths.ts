// The icon set's glyphs (src/ui/icon.tsx draws them): stroke icons on a 24×24 grid, each the `d` of
// one path. Plain data, one constant per icon: a bundle carries only the paths it draws, and the
// widget script's tag (embed/script-tag.js, written in by its build) paints the same glyphs before
// any module runs. The glyphs of statuses and topics are in topic-icon-paths.ts.

/** A circle as path data (for glyphs drawn around one). */
export const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

export const bell = 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4';
export const close = 'M6 6l12 12M18 6L6 18';
export const menu = 'M4 6h16M4 12h16M4 18h16';
export const logout = 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9';
export const user = `${circle(12, 8, 4)}M4 21c0-4 3.5-7 8-7s8 3 8 7`;
export const wallet = 'M4 7h15a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h11v3M15 13.5h2';
export const news = 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2h-1M7 9h7M7 12.5h7M7 16h4';
export const ticket = 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v2.5M14 11v2M14 14.5V17';
export const copy = 'M9 9h11v11H9zM15 5V4H4v11h1';
export const download = 'M12 4v11M7 10.5l5 5 5-5M4 17v3h16v-3';
export const print = 'M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7z';
export const externalLink = 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6';
export const chevron = 'M6 9l6 6 6-6';
export const calendar = 'M4 6h16v15H4zM4 10.5h16M8 3v5M16 3v5';
