// Entry of a guest's prerendered account screen (build/rollup/prerender.mjs): the screen is on
// screen from the HTML, and its script (guest.tsx, modulepreloaded beside this file) starts once the
// browser has painted it. Run at once, the guest entry arrived about when the stylesheet had, and
// its evaluation took the main thread before the first frame (/login's first paint 1.35x its static
// page at load ~17, against 0.96-1.05x before the guest entry got that small; bench/README.md).
await new Promise<void>((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
await import('./guest.tsx');

export {};
