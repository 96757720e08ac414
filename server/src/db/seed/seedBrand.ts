import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { announcements, brandSettings, games, helpEntries, inboxMessages, users, winners } from '../schema';
import type { BrandFile } from '../../brands/loadBrands';
import { announcementSeeds, HELP_SEEDS, INBOX_SEEDS } from '../../content/announcements';
import { catalogue } from '../../content/games';
import { prng } from '../../content/svg';
import { addSeconds, type Clock } from '../../services/clock';
import { HOUSE_USER_ID, type Ledger } from '../../services/ledger';
import { DEMO_ACCOUNTS, DEMO_INVITATION_CODE } from './demoAccounts';

const DAY = 24 * 3600;

async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export interface SeedDeps {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  /** Hashes a password; main.ts caches one hash per demo password across brands. */
  hashPassword: (password: string) => Promise<string>;
}

/** Whether the brand has been seeded (its settings row exists). */
export async function isSeeded(db: Db, brandId: string): Promise<boolean> {
  const rows = await db
    .select({ id: brandSettings.brandId })
    .from(brandSettings)
    .where(eq(brandSettings.brandId, brandId));
  return rows.length > 0;
}

/** Seeds one brand: settings from its brand file, games, content and a winner board (demo accounts: seedDemoAccounts). */
export async function seedBrand(deps: SeedDeps, file: BrandFile): Promise<void> {
  const { db, clock } = deps;
  const brandId = file.brand.id;
  const now = clock();
  const rnd = prng(brandId.length * 7919);

  await insertChunks(catalogue(), 250, (chunk) => db.insert(games).values(chunk.map((g) => ({ brandId, ...g }))));

  const seeds = announcementSeeds(file.brand.name);
  await db.insert(announcements).values(
    seeds.map((s, i) => ({
      brandId,
      type: s.type,
      groupName: s.groupName,
      titleEn: s.titleEn,
      titleTy: s.titleTy,
      contentEn: s.contentEn,
      contentTy: s.contentTy,
      startDate: addSeconds(now, -2 * DAY),
      endDate: s.noExpiry ? null : addSeconds(now, 365 * DAY),
      noExpiry: s.noExpiry,
      categoryIds: s.categoryIds ?? [],
      data: s.type === 'H' ? { ...s.data, matchTime: addSeconds(now, (i % 4) * 3 * 3600 + 3600).getTime() } : {},
      sort: i,
    })),
  );

  await db.insert(helpEntries).values(
    HELP_SEEDS.map(([titleEn, titleTy, contentEn, contentTy], sort) => ({
      brandId,
      sort,
      titleEn,
      titleTy,
      contentEn,
      contentTy,
    })),
  );

  const playable = catalogue().filter((g) => g.gameType === 'RNG' || g.gameType === 'LIVE' || g.gameType === 'FISH');
  await db.insert(winners).values(
    Array.from({ length: 30 }, (_, i) => {
      const game = playable[Math.floor(rnd() * playable.length)]!;
      const name = `${String.fromCharCode(97 + Math.floor(rnd() * 26))}${String.fromCharCode(97 + Math.floor(rnd() * 26))}${Math.floor(rnd() * 9000 + 1000)}`;
      return {
        brandId,
        userName: name,
        nodeId: game.nodeId,
        winCents: Math.round((rnd() * 500_000 + 1_000) * 100),
        wonAt: addSeconds(now, -i * 3600),
      };
    }),
  );

  await db.insert(brandSettings).values({
    brandId,
    settings: file.settings,
    registerSettings: file.registerSettings,
    updatedAt: now,
  });
}

/** Whether the brand has its demo accounts (the first one, seeded first, stands for the set). */
export async function hasDemoAccounts(db: Db, brandId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, brandId), eq(users.username, DEMO_ACCOUNTS[0]!.username)));
  return rows.length > 0;
}

/**
 * The demo accounts of docs/api.md (public passwords) with inboxes and starting balances: only when asked
 * (DEV_TOOLS=1 or SEED_DEMO=1, and the test harness), never by default.
 */
export async function seedDemoAccounts(deps: SeedDeps, file: BrandFile): Promise<void> {
  const { db, clock } = deps;
  const brandId = file.brand.id;
  const now = clock();
  let agentId: number | undefined;
  for (const account of DEMO_ACCOUNTS) {
    const [user] = await db
      .insert(users)
      .values({
        brandId,
        merchantCode: file.brand.merchantCode,
        username: account.username,
        passwordHash: await deps.hashPassword(account.password),
        type: account.type,
        nickname: account.username === 'demo' ? 'Demo Player' : null,
        mobileDialing: account.mobile?.dialing ?? null,
        mobileNum: account.mobile?.num ?? null,
        mobileVerifiedAt: account.mobile ? addSeconds(now, -90 * DAY) : null,
        invitationCode: account.type === 1 ? DEMO_INVITATION_CODE : null,
        uplineId: account.type === 1 ? null : (agentId ?? null),
        toUpline: account.username === 'demo',
        createdAt: addSeconds(now, -90 * DAY),
      })
      .returning();
    if (account.type === 1) agentId = user!.id;
    if (account.balance > 0)
      await seedBalance(deps, brandId, user!.id, account.balance, `seed:${account.username}`, account.username);
    await db.insert(inboxMessages).values(
      INBOX_SEEDS.map(([titleEn, titleTy, contentEn, contentTy], i) => ({
        userId: user!.id,
        titleEn,
        titleTy,
        contentEn,
        contentTy,
        createdAt: addSeconds(now, -i * DAY),
        readAt: i >= 3 ? addSeconds(now, -i * DAY + 60) : null,
      })),
    );
  }
}

/** A starting balance moved from the brand's house account (one ledger txn, idempotent by key). */
export async function seedBalance(
  deps: SeedDeps,
  brandId: string,
  userId: number,
  pesos: number,
  key: string,
  ref?: string,
) {
  const house = await deps.ledger.accountId(brandId, HOUSE_USER_ID);
  const wallet = await deps.ledger.accountId(brandId, userId);
  const cents = Math.round(pesos * 100);
  await deps.ledger.move({
    brandId,
    kind: 'seed',
    ref: ref ?? null,
    scope: 'system',
    idempotencyKey: key,
    fingerprint: `${wallet}:${cents}`,
    lock: [],
    touches: [wallet, house],
    plan: () => ({
      postings: [
        { accountId: house, amountCents: -cents },
        { accountId: wallet, amountCents: cents },
      ],
      result: { amount: pesos },
    }),
  });
}
