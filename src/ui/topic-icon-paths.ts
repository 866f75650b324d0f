// The glyphs of statuses (check, error, warning, info) and topics (help, chat, settings, lock; the
// calendar is in icon-paths.ts: the events widget's prompt draws it), as icon-paths.ts holds the others. Apart from it because the widgets draw these only in
// the bell's dropdown, which is fetched on interest, and a bundler moves whole files: in
// icon-paths.ts they would travel with the widgets' first render.
import { calendar, circle } from './icon-paths.ts';

export { calendar };

export const check = 'M4 12.5l5 5L20 6.5';
export const error = `${circle(12, 12, 9)}M12 7.5v5.5M12 16.5v.01`;
export const warning = 'M12 3.5L2.5 20h19zM12 10v4.5M12 17.5v.01';
export const info = `${circle(12, 12, 9)}M12 11v5.5M12 7.5v.01`;
export const help = `${circle(12, 12, 9)}M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .8-1 1.5v.4M12 16.5v.01`;
export const chat = 'M4 5h16v11H9l-5 4z';
export const settings = `${circle(12, 12, 3)}${circle(12, 12, 7)}M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1`;
export const lock = 'M5 11h14v10H5zM8 11V8a4 4 0 0 1 8 0v3M12 15v2';
