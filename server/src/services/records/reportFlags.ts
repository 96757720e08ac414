// A report answers only while the brand shows it (its white-label flag, SPEC §6); otherwise 403 like a hidden feature.
import type { AppContext } from '../../context';
import { readSettings } from '../brandSettings';
import { RECORD_FAIL } from './reportFailures';

export type ReportFlag = 'DEPRECM3' | 'WITHREC3' | 'TRANSREC3' | 'TRANSBETREPMEM3' | 'PERSREP';

export async function requireReportFlag(ctx: AppContext, brandId: string, flag: ReportFlag): Promise<void> {
  const file = ctx.brands.get(brandId);
  if (!file) throw RECORD_FAIL.noPermission();
  const { settings } = await readSettings(ctx.db, file);
  const whiteLabel = settings.whiteLabel as Record<string, unknown> | undefined;
  if (whiteLabel?.[flag] !== true) throw RECORD_FAIL.noPermission();
}
