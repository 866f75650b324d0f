// The loader (dist/embed/loader-[hash].js, imported by club-widgets.js, embed/script-tag.js): the
// configuration of the site's script tag, the custom elements and the [data-club-widget] fallback,
// the session restored from storage, window.ClubWidgets and the club:* events. Everything else is
// a part it fetches from its own folder when needed (embed/widgets.ts, embed/view.tsx).
import { boot } from './boot.ts';
import { widgets } from './widgets.ts';

declare const __CLUB_BUILD_ID__: string | undefined;

boot(window, { widgets, version: typeof __CLUB_BUILD_ID__ === 'string' ? __CLUB_BUILD_ID__ : 'dev' });
