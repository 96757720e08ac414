// The member's wallet over the double-entry ledger: every balance read and every movement of money goes through
// here (or through Ledger.move for a movement with its own plan, like a wager). Amounts are integer centavos;
// routes turn them into decimal strings at the edge with centsToDecimal (common/money.ts).
import { FAIL } from '../errors';
import { HOUSE_USER_ID, type Ledger } from './ledger';

export interface Movement {
  brandId: string;
  userId: number;
  cents: number;
  /** The ledger txn kind: one of LEDGER_KINDS (ledger.ts): "seed", "trial-credit", "deposit", "reward", … */
  kind: string;
  /**
   * The movement's public reference (ledger_txns.ref: an order id, a reward id, …; see LEDGER_KINDS). Default for a
   * server-made key "<what>:<id>" (scope "system"): the id after the first colon.
   */
  ref?: string;
  /** When the money moved (default now): a back-dated seed passes its own time. */
  at?: Date;
  /** Idempotency key: the same key moves money once; a retry returns the first result. */
  key: string;
  /** Whose key it is: "system" for server-made keys, "user:<id>" for keys a client sends. */
  scope?: string;
}

export interface MovementResult {
  txnId: number;
  replayed: boolean;
  balanceCents: number;
}

export class Wallet {
  constructor(private readonly ledger: Ledger) {}

  /** The member's balance in centavos. */
  async balanceCents(brandId: string, userId: number): Promise<number> {
    return this.ledger.balanceCents(await this.ledger.accountId(brandId, userId));
  }

  /** House → member (a seed balance, a trial balance, a reward, a paid deposit). */
  credit(m: Movement): Promise<MovementResult> {
    return this.transfer(m, 'credit');
  }

  /** Member → house, refused with wallet.insufficient when the balance is below the amount. */
  debit(m: Movement): Promise<MovementResult> {
    return this.transfer(m, 'debit');
  }

  private async transfer(m: Movement, direction: 'credit' | 'debit'): Promise<MovementResult> {
    if (!Number.isSafeInteger(m.cents) || m.cents <= 0) throw FAIL.fieldInvalid('amount', 'a positive whole centavos');
    const wallet = await this.ledger.accountId(m.brandId, m.userId);
    const house = await this.ledger.accountId(m.brandId, HOUSE_USER_ID);
    const toMember = direction === 'credit' ? m.cents : -m.cents;
    const { result, replayed, txnId, balancesAfter } = await this.ledger.move({
      brandId: m.brandId,
      kind: m.kind,
      ref: m.ref ?? refOfKey(m),
      scope: m.scope ?? 'system',
      idempotencyKey: m.key,
      fingerprint: `${direction}:${wallet}:${m.cents}`,
      lock: direction === 'debit' ? [wallet] : [],
      touches: [wallet, house],
      at: m.at,
      plan: (balances) => {
        const before = balances.get(wallet);
        return {
          postings: [
            { accountId: house, amountCents: -toMember },
            { accountId: wallet, amountCents: toMember },
          ],
          result: { balanceCents: before === undefined ? undefined : before + toMember },
        };
      },
    });
    const balanceCents = result.balanceCents ?? balancesAfter.get(wallet) ?? (await this.ledger.balanceCents(wallet));
    return { txnId, replayed, balanceCents };
  }
}

/** "reward:12" → "12" for server-made keys; a client's key is not a reference. */
function refOfKey(m: Movement): string | null {
  const at = m.key.indexOf(':');
  return (m.scope ?? 'system') === 'system' && at >= 0 ? m.key.slice(at + 1) : null;
}
