// The embed project's tests also use @testing-library/preact, whose own copy of
// @testing-library/dom keeps a config of its own: the same longer wait there (async-waits.ts).
import { configure } from '@testing-library/preact';
import { ASYNC_UTIL_TIMEOUT } from './async-waits.ts';

configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT });
