// News: the club's published posts; a sweep announces scheduled posts when their time comes.
import type { ServerModule } from '../../http/module.ts';
import { announceDuePosts, ANNOUNCE_EVERY_MS } from './announce.ts';
import { postImageRoutes } from './routes-post-images.ts';
import { newsRoutes } from './routes.ts';
import { staffPostRoutes } from './routes-staff.ts';
import { seedNews } from './seed.ts';

export const newsModule: ServerModule = {
  id: 'news',
  api: () => newsRoutes().route('/', staffPostRoutes()),
  root: postImageRoutes,
  seed: seedNews,
  jobs: [{ name: 'announce due posts', everyMs: ANNOUNCE_EVERY_MS, run: announceDuePosts }],
};
