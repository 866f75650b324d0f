// findBy* and waitFor give up after 1 s by default. Screens here load lazy chunks and talk to the
// real server in-process; on a loaded 2-core CI machine that was seen to take longer, so they wait
// up to 5 s. A check that passes returns at once, so passing tests lose nothing.
// @testing-library/react's config lives in @testing-library/dom, which it re-exports.
import { configure } from '@testing-library/react';

export const ASYNC_UTIL_TIMEOUT = 5_000;
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT });
