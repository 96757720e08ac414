// At registration: the date of birth against the brand's minimum age, and the restricted-person declaration, stored
// with its time. Required when the brand's requireBirthDate is on; a birth date given anyway is always checked.
import type { RegisterPayload } from '@common/generated/api';
import type { AppContext } from '../../context';
import type { BrandFile } from '../../brands/loadBrands';
import type { Db } from '../../db/client';
import { rpProfiles } from '../../db/schema';
import { zoneOffsetMs } from '../wallet/localTime';
import { RP_FAIL } from './failures';
import { record } from './history';
import { exclusionInForce } from './inherit';
import { rpSettings } from './settings';

export interface RegistrationFacts {
  birthDate?: string;
  notRestricted: boolean;
}

/** Whole years from `birth` (YYYY-MM-DD) to `today` (YYYY-MM-DD); undefined for an impossible date. */
export function ageOn(birth: string, today: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birth);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const age = ty - y - (tm < mo || (tm === mo && td < d) ? 1 : 0);
  return age >= 0 && age <= 130 ? age : undefined;
}

/** Checks the payload's birth date and declaration; refuses under age. Call before the member is created. */
export async function checkRegistration(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  file: BrandFile,
  p: RegisterPayload,
): Promise<RegistrationFacts> {
  const settings = await rpSettings(ctx, file);
  const birthDate = p.birthDate?.trim() || undefined;
  if (settings.requireBirthDate && !birthDate) throw RP_FAIL.birthDateInvalid();
  if (birthDate) {
    const now = ctx.clock();
    const timeZone = (file.brand as { timeZone?: string }).timeZone ?? 'Asia/Manila';
    const today = new Date(now.getTime() + zoneOffsetMs(now, timeZone)).toISOString().slice(0, 10);
    const age = ageOn(birthDate, today);
    if (age === undefined) throw RP_FAIL.birthDateInvalid();
    if (age < settings.minimumAge) throw RP_FAIL.underage(settings.minimumAge);
  }
  if (settings.requireBirthDate && p.notRestricted !== true) throw RP_FAIL.declarationRequired();
  return { birthDate, notRestricted: p.notRestricted === true };
}

/** Stores the facts for the new member (after it is created), the declaration with its time in the history. */
export async function storeRegistration(
  db: Db,
  user: { id: number; brandId: string },
  facts: RegistrationFacts,
  now: Date,
): Promise<void> {
  if (!facts.birthDate && !facts.notRestricted) return;
  await db.insert(rpProfiles).values({
    userId: user.id,
    brandId: user.brandId,
    birthDate: facts.birthDate ?? null,
    notRestrictedAt: facts.notRestricted ? now : null,
  });
  if (facts.notRestricted) {
    await record(db, {
      brandId: user.brandId,
      userId: user.id,
      at: now,
      action: 'declaration.accepted',
      source: 'registration',
    });
  }
}

/**
 * A new account (registered, or opened by an agent) inherits the exclusion of a member of the brand it shares a mobile
 * number, e-mail or bank account with (inherit.ts); the exclusion it now has, else undefined.
 */
export const inheritedExclusion = (db: Db, userId: number, now: Date) =>
  exclusionInForce(db, userId, now, 'registration');

/** Registration: the new account is created but not signed in when it inherited an exclusion, and is told so. */
export async function assertNotLinkedToExclusion(db: Db, userId: number, now: Date): Promise<void> {
  const row = await inheritedExclusion(db, userId, now);
  if (row) throw RP_FAIL.excludedLinked(row.kind, row.until);
}
