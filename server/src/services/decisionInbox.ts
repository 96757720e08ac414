// Decisions reach the player (issue 33): an operator's decision on a member's money (a withdrawal paid or rejected, a
// promotion application decided, a manual adjustment) leaves one inbox message; so does a VIP review's promotion
// (services/vip/review.ts). Inbox rows hold both languages and the player's inbox picks theirs when read, so each
// template is rendered in English and Filipino here. Callers write it in the decision's own transaction, on the path
// that changed the row, so a repeated decision writes none.
import { centsToDecimal } from '@common/money';
import type { AppContext } from '../context';
import { inboxMessages } from '../db/schema';
import { en } from '../content/decisions/en';
import { ty } from '../content/decisions/ty';
import type { DecisionTemplates } from '../content/decisions/types';
import type { Tx } from './ledger';

type Key = keyof DecisionTemplates;
type Params<K extends Key> = Parameters<DecisionTemplates[K]>[0];

/** Centavos as the member reads them, with the brand's currency symbol ("₱1,234.50"). */
export function memberMoney(ctx: AppContext, brandId: string, cents: number): string {
  const symbol = ctx.brands.get(brandId)?.brand.currency.symbol ?? '₱';
  const [whole, fraction] = centsToDecimal(Math.abs(cents)).split('.');
  return `${symbol}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/**
 * Writes the decision's message for the member. `params` is per language where a text differs (an activity's
 * title), or one object for both.
 */
export async function notifyDecision<K extends Key>(
  tx: Tx,
  now: Date,
  userId: number,
  key: K,
  params: Params<K> | ((lang: 'en' | 'ty') => Params<K>),
): Promise<void> {
  const of = (lang: 'en' | 'ty') => (typeof params === 'function' ? params(lang) : params);
  // The generic key cannot narrow the template's own parameter type; each one is typed by DecisionTemplates.
  const inEn = (en[key] as (p: Params<K>) => ReturnType<DecisionTemplates[K]>)(of('en'));
  const inTy = (ty[key] as (p: Params<K>) => ReturnType<DecisionTemplates[K]>)(of('ty'));
  await tx.insert(inboxMessages).values({
    userId,
    titleEn: inEn.title,
    titleTy: inTy.title,
    contentEn: inEn.content,
    contentTy: inTy.content,
    createdAt: now,
  });
}
