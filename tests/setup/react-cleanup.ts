// The client project's files share one window (isolate: false, vitest.config.ts). A tree a file
// rendered and left mounted would keep its stores subscribed (a bell keeps retainRealtime's count
// and the notifications store mounted, so the next file's first subscriber never loads): every
// file ends with what @testing-library/react rendered unmounted, as a fresh window would start.
import { cleanup } from '@testing-library/react';
import { afterAll } from 'vitest';

afterAll(cleanup);
