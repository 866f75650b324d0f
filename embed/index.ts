// Entry of dist/embed/club-widgets.js: one IIFE that starts the widgets on the page it is loaded in.
import { boot } from './boot.ts';
import { widgets } from './widgets.ts';

declare const __CLUB_BUILD_ID__: string | undefined;

boot(window, { widgets, version: typeof __CLUB_BUILD_ID__ === 'string' ? __CLUB_BUILD_ID__ : 'dev' });
