// Telling the member that their account's recovery details or payment details changed (issue 28, finding 3): a
// stolen session must not change them silently. The notice goes where the owner, not the session holder, reads it:
// the old e-mail address for an e-mail change, else the current one, and the mobile number when one is set.
import type { AppContext } from '../../context';
import { CHANGE_WHAT } from '../messages/templates';
import type { NewMessage } from '../messages/queue';
import { mobileKey } from '../sms';

export type ChangeKind = 'email' | 'payeeName' | 'paymentPassword' | 'bankCardRemoved';

export interface NoticeTarget {
  brandId: string;
  /** The addresses to tell; empty or absent ones are skipped, the same one is told once. */
  emails: (string | null | undefined)[];
  mobileDialing: string | null;
  mobileNum: string | null;
}

/**
 * The notice of one change, by e-mail and SMS (services/messages/), in the brand's language. Queued after the change
 * itself: the change stands even if no notice can be queued (the failure is logged, the member sees the change).
 */
export async function noticeChange(ctx: AppContext, to: NoticeTarget, kind: ChangeKind): Promise<void> {
  const brand = ctx.brands.get(to.brandId)?.brand;
  const lang = brand?.defaultLanguage ?? 'EN';
  const vars = { brand: brand?.name ?? to.brandId, what: CHANGE_WHAT[kind]![lang], forgetLink: '/m/forget' };
  const base = { brandId: to.brandId, lang, vars };
  const list: NewMessage[] = [];
  const emails = new Set(to.emails.filter((e): e is string => !!e).map((e) => e.toLowerCase()));
  for (const email of emails) list.push({ ...base, template: 'securityChangeMail', to: email });
  if (to.mobileNum)
    list.push({ ...base, template: 'securityChangeSms', to: mobileKey(to.mobileDialing ?? '+63', to.mobileNum) });
  try {
    const queued = [];
    for (const m of list) queued.push(await ctx.messages.enqueue(ctx.db, m));
    await ctx.messages.kick(queued);
  } catch (error) {
    console.warn('security change notice not queued:', (error as Error).name);
  }
}
