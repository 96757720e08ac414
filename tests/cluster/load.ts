// Money movements as intents a client keeps until they are done: each has its own Idempotency-Key (a deposit: its
// order's key, then the same signed callback), so after a 503 or a dropped connection the client sends it again,
// to the same or the other instance, and the money moves once. Every reply is recorded for the checks: no 500 ever,
// and every 503 says when to come back.
import { randomUUID } from 'node:crypto';
import { newIp, type InstanceName, type Reply } from './cluster';
import type { Member } from './fixture';
import { cents, depositOrder, paidCallback, postCallback, spin, spinNet, withdraw } from './money';

export type Kind = 'deposit' | 'withdrawal' | 'spin';

export interface Intent {
  kind: Kind;
  key: string;
  member: Member & { ticket: string };
  done: boolean;
  /** The money it moved in the member's wallet (centavos), once done. */
  netCents: number;
  order?: { id: string; payAmount: string; amount: string };
  callback?: ReturnType<typeof paidCallback>;
}

export interface Seen {
  statuses: Map<number, number>;
  /** 503s without a Retry-After header. */
  bare503: number;
  /** Replies of another failing status (4xx other than the expected, 5xx other than 503), with their text. */
  unexpected: string[];
  /** Requests that got no reply at all (a connection refused or cut), by instance. */
  networkErrors: Record<InstanceName, number>;
}

export const newSeen = (): Seen => ({ statuses: new Map(), bare503: 0, unexpected: [], networkErrors: { a: 0, b: 0 } });

export const newIntent = (kind: Kind, member: Intent['member']): Intent => ({
  kind,
  key: `${kind}-${randomUUID()}`,
  member,
  done: false,
  netCents: 0,
});

function record(seen: Seen, r: Reply) {
  seen.statuses.set(r.status, (seen.statuses.get(r.status) ?? 0) + 1);
  if (r.status === 503 && !(Number(r.retryAfter) > 0)) seen.bare503 += 1;
  if (r.status !== 200 && r.status !== 503) seen.unexpected.push(`${r.status} ${r.text.slice(0, 200)}`);
  return r.status === 200;
}

/** One try at the intent on an instance; whether it is done now. A network failure counts and leaves it open. */
export async function attempt(intent: Intent, on: InstanceName, seen: Seen): Promise<boolean> {
  try {
    const m = intent.member;
    if (intent.kind === 'withdrawal') {
      if (record(seen, await withdraw(on, m, intent.key))) [intent.done, intent.netCents] = [true, -cents('100.00')];
    } else if (intent.kind === 'spin') {
      const r = await spin(on, m.ticket, intent.key);
      if (record(seen, r)) [intent.done, intent.netCents] = [true, spinNet(r)];
    } else {
      if (!intent.order) {
        const r = await depositOrder(on, m, intent.key);
        if (!record(seen, r)) return false;
        intent.order = r.body.value!;
        intent.callback = paidCallback(intent.order);
      }
      const r = await postCallback(on, intent.callback!, newIp());
      // Accepted now, or already paid by an earlier try whose reply was lost.
      if (record(seen, r) && r.body.value?.state === 'paid')
        [intent.done, intent.netCents] = [true, cents(intent.order.amount)];
    }
  } catch {
    seen.networkErrors[on] += 1;
  }
  return intent.done;
}

/** Sends every open intent again, alternating instances, until each is done or `tries` rounds pass. */
export async function finish(intents: Intent[], seen: Seen, on: InstanceName[] = ['a', 'b'], tries = 20) {
  for (let round = 0; round < tries && intents.some((i) => !i.done); round++) {
    for (const [n, intent] of intents.filter((i) => !i.done).entries())
      await attempt(intent, on[(n + round) % on.length]!, seen);
    if (intents.some((i) => !i.done)) await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Each member's expected wallet change, and how many movements of each kind were done. */
export function expected(intents: Intent[]) {
  const byMember = new Map<number, number>();
  const count: Record<Kind, number> = { deposit: 0, withdrawal: 0, spin: 0 };
  for (const i of intents) {
    if (!i.done) continue;
    byMember.set(i.member.userId, (byMember.get(i.member.userId) ?? 0) + i.netCents);
    count[i.kind] += 1;
  }
  return { byMember, count };
}
