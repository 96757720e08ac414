// The in-house demo game behind /wps/game/launch: its page, the ticket member's balance, and a spin — the model of
// an idempotent money movement (one ledger txn per Idempotency-Key, a retry replays the stored result).
import { randomBytes } from 'node:crypto';
import { centsToDecimal, decimalToCents } from '@common/money';
import type { DemoGameBalanceReply, DemoGameSpinReply } from '@common/generated/api';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { FAIL } from '../errors';
import { catalogueGame } from '../content/games';
import { demoGameHtml } from '../content/demoGamePage';
import { HOUSE_USER_ID, Ledger } from './ledger';
import type { TicketHolder } from '../api/access';
import { payFor, randomRoll } from './demoPayTable';
import { writeSettledBets } from './records/betRows';
import { checkWager, rpAt } from './responsiblePlay/enforce';
import { retryTx } from './txRetry';

/** Win multiplier of a spin, by the pay table (demoPayTable.ts: a 0.95 expected return, paid from the wallet). */
export function spinMultiplier(roll = randomRoll()): number {
  return payFor(roll);
}

/** What a spin stores with its ledger txn (centavos), replayed as-is for a retried key. */
interface SpinResult {
  betNo: string;
  nodeId: number;
  stakeCents: number;
  winCents: number;
  balanceCents: number;
}

type Deps = Pick<AppContext, 'db' | 'clock' | 'wallet' | 'launchSecret' | 'sessions' | 'brands'>;

/** A demo bet's public number: "DEMO" and 12 random hex digits (unique per brand; a clash fails the spin, unpaid). */
const newBetNo = () => `DEMO${randomBytes(6).toString('hex').toUpperCase()}`;

export class DemoGame {
  constructor(
    private readonly ctx: Deps,
    /** The win multiplier of the next spin (tests pass a fixed sequence). */
    private readonly spinOutcome: () => number = spinMultiplier,
  ) {}

  /**
   * The page of a catalogue game, else undefined (the route answers 404). It holds no ticket: its script reads the
   * ticket from the URL fragment and sends it in the X-Launch-Ticket header.
   */
  page(nodeId: number, language: string | undefined, currency: string): string | undefined {
    const game = catalogueGame(nodeId);
    if (!game) return undefined;
    const lang = language === 'TY' ? 'TY' : 'EN';
    return demoGameHtml({
      name: lang === 'TY' ? game.nameTy : game.nameEn,
      vendor: game.nodeName,
      nodeId: game.nodeId,
      lang,
      currency,
    });
  }

  /** The balance of the ticket's member. */
  async balance({ user }: TicketHolder): Promise<DemoGameBalanceReply> {
    return { sumBalance: centsToDecimal(await this.ctx.wallet.balanceCents(user.brandId, user.id)) };
  }

  /**
   * One spin: member −stake +win against the house and its `bets` row, in one database transaction, once per
   * idempotency key (a retry returns the first reply and writes nothing).
   */
  async spin(holder: TicketHolder, stake: string, idempotencyKey: string | undefined): Promise<DemoGameSpinReply> {
    const key = idempotencyKey?.trim();
    if (!key) throw FAIL.idempotencyMissing();
    const { ticket: t, user } = holder;
    const stakeCents = decimalToCents(stake);
    if (stakeCents === undefined || stakeCents <= 0) throw FAIL.fieldInvalid('stake', 'Money from 0.01');
    const game = catalogueGame(t.nodeId);
    if (!game) throw FAIL.fieldInvalid('nodeId', 'a game of the catalogue');
    const { result } = await retryTx(() =>
      this.ctx.db.transaction(async (tx) => {
        const ledger = new Ledger(tx as unknown as Db, this.ctx.clock);
        const wallet = await ledger.accountId(user.brandId, user.id);
        const house = await ledger.accountId(user.brandId, HOUSE_USER_ID);
        const now = this.ctx.clock();
        const betNo = newBetNo();
        const moved = await ledger.move<SpinResult>({
          brandId: user.brandId,
          kind: 'demo-spin',
          ref: betNo,
          scope: `user:${user.id}`,
          idempotencyKey: key,
          fingerprint: `spin:${t.nodeId}:${stakeCents}`,
          lock: [wallet],
          touches: [house],
          at: now,
          plan: async (balances) => {
            const before = balances.get(wallet) ?? 0;
            if (before < stakeCents) throw FAIL.insufficientBalance();
            await checkWager(tx, user.id, stakeCents, rpAt(this.ctx, user.brandId, now));
            const winCents = stakeCents * this.spinOutcome();
            return {
              postings: [
                { accountId: wallet, amountCents: -stakeCents },
                { accountId: house, amountCents: stakeCents },
                { accountId: house, amountCents: -winCents },
                { accountId: wallet, amountCents: winCents },
              ].filter((p) => p.amountCents !== 0),
              result: { betNo, nodeId: t.nodeId, stakeCents, winCents, balanceCents: before - stakeCents + winCents },
            };
          },
        });
        if (!moved.replayed) {
          const r = moved.result;
          await writeSettledBets(tx, [
            {
              brandId: user.brandId,
              userId: user.id,
              betNo,
              nodeId: game.nodeId,
              vendor: game.vassalage,
              category: game.gameType,
              stakeCents: r.stakeCents,
              winCents: r.winCents,
              source: 'demo',
              placedAt: now,
              settledAt: now,
              txnId: moved.txnId,
            },
          ]);
        }
        return moved;
      }),
    );
    return {
      spinId: key,
      nodeId: result.nodeId,
      stake: centsToDecimal(result.stakeCents),
      win: centsToDecimal(result.winCents),
      balance: centsToDecimal(result.balanceCents),
    };
  }
}
