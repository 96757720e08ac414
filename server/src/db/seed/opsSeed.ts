// The demo console operators (public passwords): seeded only with the demo accounts (DEV_TOOLS=1 / SEED_DEMO=1
// and the tests), never in production. `npm start` prints them beside the demo players.
import type { Db } from '../client';
import { operatorRoles, operators } from '../schema';
import type { Role } from '../../ops/roles';
import type { Clock } from '../../services/clock';

export interface DemoOperator {
  username: string;
  password: string;
  role: Role;
  description: string;
}

const demo = (username: string, role: Role, description: string): DemoOperator => ({
  username,
  password: `${username}1234!`,
  role,
  description,
});

/** Each holds its role for every brand. */
export const DEMO_OPERATORS: DemoOperator[] = [
  demo('owner', 'owner', 'everything, including operators and roles'),
  demo('finance', 'finance', 'deposits, withdrawals and adjustments'),
  demo('finance2', 'finance', 'a second finance operator (four eyes)'),
  demo('support', 'support', 'members, messages, content and promotion review'),
  demo('brandadmin', 'brand_admin', 'the brand studio: edit, publish and roll back brands'),
  demo('viewer', 'viewer', 'read only'),
];

/** Adds the demo operators that are missing (a second run changes nothing). Returns what it added. */
export async function seedDemoOperators(
  db: Db,
  clock: Clock,
  hashPassword: (password: string) => Promise<string>,
): Promise<string[]> {
  const added: string[] = [];
  for (const o of DEMO_OPERATORS) {
    const [row] = await db
      .insert(operators)
      .values({ username: o.username, passwordHash: await hashPassword(o.password), createdAt: clock() })
      .onConflictDoNothing()
      .returning({ id: operators.id });
    if (!row) continue;
    await db.insert(operatorRoles).values({ operatorId: row.id, brandId: null, role: o.role });
    added.push(`operator ${o.username}`);
  }
  return added;
}
