import type { SecurityConfig } from '@common/generated/api';
import type { TFunction } from 'i18next';

/** The rows of the security centre, in list order; each editable one opens its editor at `?edit=<id>`. */
export const SECURITY_ITEMS = [
  'paymentPassword',
  'bankCards',
  'securityQuestions',
  'email',
  'nickname',
  'payeeName',
  'mobile',
  'headIcon',
] as const;

export type SecurityItemId = (typeof SECURITY_ITEMS)[number];

/** Rows with an editor (the mobile number is read only: customer service changes it). */
export const EDITABLE_ITEMS: readonly SecurityItemId[] = SECURITY_ITEMS.filter((id) => id !== 'mobile');

export const isEditable = (id: string | null): id is SecurityItemId =>
  id !== null && (EDITABLE_ITEMS as readonly string[]).includes(id);

/** What a row says about its setting. */
export function itemStatus(id: SecurityItemId, config: SecurityConfig, t: TFunction): string {
  const setOrNot = (set: boolean) => t(set ? 'security.set' : 'security.notSet');
  switch (id) {
    case 'paymentPassword':
      return setOrNot(config.paymentPasswordSet);
    case 'bankCards':
      return t('security.cardCount', { count: config.bankCardCount, limit: config.bankCardLimit });
    case 'securityQuestions':
      return setOrNot(config.securityQuestionsSet);
    case 'email':
    case 'nickname':
    case 'payeeName':
      return config[id] || t('security.notSet');
    case 'mobile':
      return config.mobile
        ? `${config.mobile} · ${t(config.mobileVerified ? 'security.mobileVerified' : 'security.mobileUnverified')}`
        : t('security.notSet');
    case 'headIcon':
      return '';
  }
}

/** The picture of head icon `n` (GET /wps/member/icons/<n>.svg). */
export const headIconUrl = (icon: number) => `/wps/member/icons/${icon}.svg`;
