// What each message says, per language: data, not code. {placeholders} are filled by render(); every brand uses these
// defaults (brand-specific wording through the brand's settings is not built yet: docs/decisions.md).
import type { Lang } from '../../plugins/brand';
import type { MessageKind } from './sender';

export type TemplateId = 'smsCode' | 'resetMail' | 'securityChangeMail' | 'securityChangeSms';

interface Template {
  kind: MessageKind;
  text: Record<Lang, { subject?: string; text: string }>;
}

const CHANGE_EN =
  'The {what} of your {brand} account was changed. If this was not you, recover your password at {forgetLink} and ' +
  'contact customer service.';
const CHANGE_TY =
  'Binago ang {what} ng iyong {brand} account. Kung hindi ikaw ito, i-recover ang iyong password sa {forgetLink} at ' +
  'makipag-ugnayan sa customer service.';

export const TEMPLATES: Record<TemplateId, Template> = {
  smsCode: {
    kind: 'sms',
    text: {
      EN: { text: '{brand}: your verification code is {code}. It expires in {minutes} minutes.' },
      TY: { text: '{brand}: ang iyong verification code ay {code}. Mag-e-expire ito sa loob ng {minutes} minuto.' },
    },
  },
  resetMail: {
    kind: 'email',
    text: {
      EN: {
        subject: 'Reset your {brand} password',
        text:
          'Reset your {brand} password: {link} (valid 1 hour).\n\n' +
          'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      },
      TY: {
        subject: 'I-reset ang iyong {brand} password',
        text:
          'I-reset ang iyong {brand} password: {link} (may bisa nang 1 oras).\n\n' +
          'Kung hindi ikaw ang humiling nito, balewalain ang e-mail na ito: hindi magbabago ang iyong password.',
      },
    },
  },
  securityChangeMail: {
    kind: 'email',
    text: {
      EN: { subject: 'Your {brand} account was changed', text: CHANGE_EN },
      TY: { subject: 'May binago sa iyong {brand} account', text: CHANGE_TY },
    },
  },
  securityChangeSms: { kind: 'sms', text: { EN: { text: CHANGE_EN }, TY: { text: CHANGE_TY } } },
};

/** The {what} of a security-change notice. */
export const CHANGE_WHAT: Record<string, Record<Lang, string>> = {
  email: { EN: 'e-mail address', TY: 'e-mail address' },
  payeeName: { EN: 'payee name', TY: 'pangalan ng payee' },
  paymentPassword: { EN: 'payment password', TY: 'payment password' },
  bankCardRemoved: { EN: 'bank cards (one was removed)', TY: 'mga bank card (may isang inalis)' },
};

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);

/** The template's subject and text in the language, its placeholders filled. */
export function render(id: TemplateId, lang: Lang, vars: Record<string, string>) {
  const t = TEMPLATES[id].text[lang] ?? TEMPLATES[id].text.EN;
  return { subject: t.subject ? fill(t.subject, vars) : null, text: fill(t.text, vars) };
}
