// Requests of the sponsor page (server/modules/settings/routes-sponsor.ts).
import { currentApi } from '../../../../core/runtime.ts';
import type { SponsorInfo } from '../../types.ts';

export const getSponsor = () => currentApi().get<SponsorInfo>('user/sponsor');
