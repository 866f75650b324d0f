// Entry of the members' prerendered shell (build/rollup/prerender.mjs): the shell is on screen from
// the HTML, and the portal's script (main.tsx, modulepreloaded beside this file) starts once the
// browser has painted it. Run at once, the modules' evaluation (React's setup first) took the main
// thread before the first frame: at 4x CPU the shell appeared ~280 ms later than its static page.
await new Promise<void>((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
await import('./main.tsx');

export {};
