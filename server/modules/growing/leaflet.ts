// A handover's information leaflet (KCanG §21) from its record and its batch, in the member's
// language: the counter prints it, the member downloads the same document from their record.
import type { PdfDocument } from '../../../src/shared/contract/wallet.ts';
import { findUserById } from '../../auth/repository-users.ts';
import { berlinDay } from '../../clock.ts';
import type { AppDeps } from '../../http/env.ts';
import { leafletPdf } from './leaflet-pdf.ts';
import { findBatch } from './repository-batches.ts';
import type { HandoverRow } from './repository-handovers.ts';

export async function leafletOf(deps: Pick<AppDeps, 'db' | 'config'>, row: HandoverRow): Promise<PdfDocument> {
  const batch = row.batch_id === null ? undefined : findBatch(deps.db, row.batch_id);
  const member = findUserById(deps.db, row.user_id);
  const pdf = await leafletPdf({
    clubName: deps.config.appName,
    language: member?.language ?? 'de',
    grams: row.grams_mg / 1000,
    strain: row.strain_name,
    harvestedOn: batch?.harvested_on ?? null,
    bestBefore: batch?.best_before ?? null,
    thcPercent: row.thc_tenths / 10,
    cbdPercent: row.cbd_tenths / 10,
    batch: batch?.label ?? null,
    handedAt: row.handed_at,
    memberNumber: row.member_number,
  });
  return { name: `leaflet-${berlinDay(new Date(row.handed_at))}-${row.id}`, data: pdf.toString('base64') };
}
