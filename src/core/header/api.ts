import { currentApi } from '../runtime.ts';
import type { HeaderSummary } from './types.ts';

export const getHeader = () => currentApi().get<HeaderSummary>('user/header');
