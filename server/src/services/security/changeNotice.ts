// Telling the member that their account's recovery details or payment details changed (issue 28, finding 3): a
// stolen session must not change them silently. The notice goes where the owner, not the session holder, reads it:
// the old e-mail address for an e-mail change, else the current one, and the mobile number when one is set.
import type { AppContext } from '../../context';
import { mobileKey } from '../sms';

export type ChangeKind = 'email' | 'payeeName' | 'paymentPassword' | 'bankCardRemoved';

const WHAT: Record<ChangeKind, string> = {
  email: 'e-mail address',
  payeeName: 'payee name',
  paymentPassword: 'payment password',
  bankCardRemoved: 'bank cards (one was removed)',
};

export interface NoticeTarget {
  brandId: string;
  /** The addresses to tell; empty or absent ones are skipped, the same one is told once. */
  emails: (string | null | undefined)[];
  mobileDialing: string | null;
  mobileNum: string | null;
}

/** The notice of one change, by e-mail (the outbox) and SMS. */
export function noticeChange(ctx: AppContext, to: NoticeTarget, kind: ChangeKind): void {
  const brandName = ctx.brands.get(to.brandId)?.brand.name ?? to.brandId;
  const text =
    `The ${WHAT[kind]} of your ${brandName} account was changed. If this was not you, recover your password ` +
    `at /m/forget and contact customer service.`;
  const time = ctx.clock().toISOString();
  const emails = new Set(to.emails.filter((e): e is string => !!e).map((e) => e.toLowerCase()));
  for (const email of emails) ctx.outbox.push({ kind: 'email', to: email, text, time, brand: to.brandId });
  if (to.mobileNum) {
    const mobile = mobileKey(to.mobileDialing ?? '+63', to.mobileNum);
    ctx.outbox.push({ kind: 'sms', to: mobile, text, time, brand: to.brandId });
  }
}
