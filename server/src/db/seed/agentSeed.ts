// The agent hierarchy of every brand (agent-v1, cheap, always): the brand's default agent and the closure of the
// upline tree. And, only with the demo accounts and when asked (runAgentDemoSeed: dev tools and e2e, never the
// plain server tests), the demo agent's team: sub-agents, 210 members with deposits, bets, sign-ins and contracts.
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { BrandFile } from '../../brands/loadBrands';
import { rebuildHierarchy } from '../../services/agent/hierarchy';
import { readSettings } from '../../services/brandSettings';
import { NON_AGENT_TYPES } from '../../services/accounts';
import { Ledger } from '../../services/ledger';
import { agentDefaults, seedMarks, users } from '../schema';
import { rowsOf } from '../sql';
import type { ContentSeed } from './contentSeeds';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { planDemoTeam } from './agentSeedPlan';
import { writeDemoTeam } from './agentSeedWrite';
import type { SeedDeps } from './seedBrand';

export const AGENT_DEMO_SEED = 'agent-demo-team-v1';

const DEMO_AGENT = DEMO_ACCOUNTS.find((a) => a.type === 1)!.username;

async function demoAgentId(deps: SeedDeps, brandId: string): Promise<number | undefined> {
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, brandId), eq(users.username, DEMO_AGENT)));
  return row?.id;
}

/** Makes the demo agent the brand's default agent and places members without an upline below it. */
async function adoptDemoAgent(deps: SeedDeps, brandId: string, agentId: number): Promise<void> {
  await deps.db.insert(agentDefaults).values({ brandId, agentId }).onConflictDoNothing();
  await deps.db
    .update(users)
    .set({ uplineId: agentId })
    .where(
      and(
        eq(users.brandId, brandId),
        isNull(users.uplineId),
        eq(users.isTrial, false),
        ne(users.id, agentId),
        inArray(users.type, NON_AGENT_TYPES),
      ),
    );
}

/**
 * The default agent (the demo agent where the demo accounts exist; otherwise none until an operator sets one in
 * agent_defaults), and the closure rebuilt from users.upline_id.
 */
export const agentSeed: ContentSeed = {
  name: 'agent-v1',
  seed: async (deps, file) => {
    const brandId = file.brand.id;
    const agentId = await demoAgentId(deps, brandId);
    if (agentId !== undefined) await adoptDemoAgent(deps, brandId, agentId);
    await rebuildHierarchy(deps.db, brandId);
  },
};

/** Runs the demo team seed once per brand with a demo agent (marked in seed_marks); returns what ran. */
export async function runAgentDemoSeed(deps: SeedDeps, file: BrandFile): Promise<string[]> {
  const brandId = file.brand.id;
  const where = and(eq(seedMarks.brandId, brandId), eq(seedMarks.name, AGENT_DEMO_SEED));
  if ((await deps.db.select({ name: seedMarks.name }).from(seedMarks).where(where)).length) return [];
  const agentId = await demoAgentId(deps, brandId);
  if (agentId === undefined) return [];
  // A brand in maintenance or behind the region restriction shows no agent centre: nothing to demonstrate there.
  const { settings } = await readSettings(deps.db, file);
  if (settings.maintenance === true || settings.regionRestriction === true) return [];
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as SeedDeps['db'];
    // Demo accounts added to a database seeded without them: agent-v1 ran before they existed.
    await adoptDemoAgent({ ...deps, db }, brandId, agentId);
    const plan = planDemoTeam({ brandId, now: deps.clock(), rates: await brandRatesOf(db, file) });
    await writeDemoTeam({ ...deps, db, ledger: new Ledger(db, deps.clock) }, file, agentId, plan);
    await rebuildHierarchy(db, brandId);
    await tx.insert(seedMarks).values({ brandId, name: AGENT_DEMO_SEED, seededAt: deps.clock() });
  });
  return [`${brandId} ${AGENT_DEMO_SEED}`];
}

/** The brand's rebate rates (stored settings, else the brand file's), for the demo team's rates below them. */
async function brandRatesOf(db: SeedDeps['db'], file: BrandFile): Promise<Record<string, number>> {
  const rows = await rowsOf<{ rates: Record<string, number> | null }>(
    db,
    sql`select settings -> 'rebate' -> 'rates' as rates from brand_settings where brand_id = ${file.brand.id}`,
  );
  const stored = rows[0]?.rates;
  return stored ?? (file.settings as { rebate?: { rates?: Record<string, number> } }).rebate?.rates ?? {};
}
