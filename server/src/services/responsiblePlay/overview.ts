// The member centre's view: the brand's offer, each offered limit with its use and pending change, the reality check.
import { eq } from 'drizzle-orm';
import type { RpLimit, RpOverview, RpSessionSummary } from '@common/generated/api';
import { centsToDecimal } from '@common/money';
import type { Db } from '../../db/client';
import { rpProfiles } from '../../db/schema';
import { record } from './history';
import type { RpAt } from './enforce';
import { limitRows, type LimitRow, type Member } from './limits';
import {
  EXCLUSION_DURATIONS,
  TIMEOUT_DURATIONS,
  isMoneyKey,
  periodBounds,
  splitKey,
  type RpSettings,
} from './settings';
import { betsSince, sessionStart, signedInMinutes, usedCents } from './usage';

async function realityMinutes(db: Db, userId: number, settings: RpSettings): Promise<15 | 30 | 60> {
  const [row] = await db.select().from(rpProfiles).where(eq(rpProfiles.userId, userId));
  return (row?.realityCheckMinutes ?? settings.realityCheckDefault) as 15 | 30 | 60;
}

async function limitView(db: Db, member: Member, key: RpLimit['key'], row: LimitRow | undefined, at: RpAt) {
  const { now, timeZone } = at;
  const pending = row?.pendingEffectiveAt
    ? {
        pending: {
          remove: row.pendingRemove,
          requestedAt: row.pendingRequestedAt!.getTime(),
          effectiveAt: row.pendingEffectiveAt.getTime(),
          confirmable: now.getTime() >= row.pendingEffectiveAt.getTime(),
          ...(row.pendingValue === null
            ? {}
            : isMoneyKey(key)
              ? { amount: centsToDecimal(row.pendingValue) }
              : { minutes: row.pendingValue }),
        },
      }
    : {};
  const value = row?.value ?? null;
  if (!isMoneyKey(key)) {
    const { from, to } = periodBounds('day', now, timeZone);
    const used = await signedInMinutes(db, member.id, from, now);
    return {
      key,
      used: String(used),
      resetsAt: to.getTime(),
      ...(value === null ? {} : { minutes: value }),
      ...pending,
    };
  }
  const { kind, period } = splitKey(key);
  const { from, to } = periodBounds(period, now, timeZone);
  const used = await usedCents(db, member.id, kind, from, to, now);
  return {
    key,
    used: centsToDecimal(used),
    resetsAt: to.getTime(),
    ...(value === null ? {} : { amount: centsToDecimal(value) }),
    ...pending,
  };
}

export async function overview(db: Db, member: Member, settings: RpSettings, at: RpAt): Promise<RpOverview> {
  const rows = new Map((await limitRows(db, member.id)).map((r) => [r.key, r]));
  const limits: RpLimit[] = [];
  for (const key of settings.limitsOffered) limits.push(await limitView(db, member, key, rows.get(key), at));
  return {
    minimumAge: settings.minimumAge,
    limits,
    realityCheckMinutes: await realityMinutes(db, member.id, settings),
    realityCheckOptions: [15, 30, 60],
    timeoutDurations: [...TIMEOUT_DURATIONS],
    selfExclusionDurations: [...EXCLUSION_DURATIONS],
    helpLines: settings.helpLines,
  };
}

/** The session of `tokenHash` for the reality check: time played, bets and net since sign-in. */
export async function sessionSummary(
  db: Db,
  member: Member,
  settings: RpSettings,
  tokenHash: string,
  now: Date,
): Promise<RpSessionSummary> {
  const start = (await sessionStart(db, member.id, now, tokenHash)) ?? now;
  const played = Math.max(0, now.getTime() - start.getTime());
  const every = await realityMinutes(db, member.id, settings);
  const step = every * 60_000;
  const sums = await betsSince(db, member.id, start);
  const limit = (await limitRows(db, member.id)).find((r) => r.key === 'session')?.value;
  return {
    startedAt: start.getTime(),
    minutesPlayed: Math.floor(played / 60_000),
    bets: sums.bets,
    staked: centsToDecimal(sums.stakedCents),
    net: centsToDecimal(sums.netCents),
    realityCheckMinutes: every,
    nextCheckAt: start.getTime() + (Math.floor(played / step) + 1) * step,
    ...(limit == null ? {} : { sessionLimitMinutes: limit }),
  };
}

/** PUT /reality-check. */
export async function setRealityCheck(db: Db, member: Member, minutes: 15 | 30 | 60, now: Date): Promise<void> {
  await db
    .insert(rpProfiles)
    .values({ userId: member.id, brandId: member.brandId, realityCheckMinutes: minutes })
    .onConflictDoUpdate({ target: rpProfiles.userId, set: { realityCheckMinutes: minutes } });
  await record(db, {
    brandId: member.brandId,
    userId: member.id,
    at: now,
    action: 'realityCheck.set',
    minutes,
    source: 'member',
  });
}
