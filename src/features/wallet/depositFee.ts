/** A channel's fee rule in centavos: fixed + amount × percentBps / 10 000 (half up), capped at `capCents`. */
export interface FeeRule {
  percentBps: number;
  fixedCents: number;
  capCents?: number;
}

/**
 * The fee of a deposit, in integer centavos, by the server's rule (the order carries the real numbers; this is the
 * preview). Half-up rounding is done on integers so no floating point ever touches money.
 */
export function depositFeeCents(amountCents: number, rule: FeeRule): number {
  if (amountCents <= 0) return 0;
  const product = amountCents * rule.percentBps;
  const percent = Math.floor((product + 5_000) / 10_000);
  const fee = Math.max(0, rule.fixedCents + percent);
  return rule.capCents === undefined ? fee : Math.min(fee, rule.capCents);
}

/** What the member pays and receives for `amountCents`: the fee is added on top (the contract's preview rule). */
export function feePreview(amountCents: number, rule: FeeRule) {
  const feeCents = depositFeeCents(amountCents, rule);
  return { feeCents, payCents: amountCents + feeCents, receiveCents: amountCents };
}
