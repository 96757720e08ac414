import type { SiteSettings } from '../config/types';
import { createRegistry } from './createRegistry';

/** Who sees what a flag gates. */
export type FlagAudience = 'visitor' | 'member' | 'agent' | 'everyone';

/** Where in the settings a flag's value lives. */
export type FlagSource =
  | { kind: 'whiteLabel'; key: keyof SiteSettings['whiteLabel'] }
  | { kind: 'promotion'; key: keyof SiteSettings['promotions'] }
  | { kind: 'vipBenefit' }
  | { kind: 'agentMenu'; key: keyof SiteSettings['agentMenu'] }
  | { kind: 'passwordChangeVerification' };

export interface FlagDefinition {
  id: string;
  source: FlagSource;
  /** What the flag switches, in the operator's words. */
  gates: string;
  /** Screens where its items appear. */
  where: readonly string[];
  audience: FlagAudience;
  /** The values QA walks through; every state needs a story. */
  states: readonly boolean[];
}

const onOff = [true, false] as const;
const wl = (key: keyof SiteSettings['whiteLabel']): FlagSource => ({ kind: 'whiteLabel', key });
const agent = (key: keyof SiteSettings['agentMenu']): FlagSource => ({ kind: 'agentMenu', key });

/** Every feature flag of the product, declared once. Kept alphabetical by id within each group. */
export const flagDefinitions = [
  // White-label switches (SPEC §2, §6)
  {
    id: 'AGETRANSFERUP3',
    source: wl('AGETRANSFERUP3'),
    gates: 'Transfer to superior (with toUpline set and member type not 2)',
    where: ['Member centre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'DEPRECM3',
    source: wl('DEPRECM3'),
    gates: 'Deposit record entry',
    where: ['Member centre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'DIRECTREG3',
    source: wl('DIRECTREG3'),
    gates: 'Register button for visitors',
    where: ['Header on home'],
    audience: 'visitor',
    states: onOff,
  },
  {
    id: 'FACEBOOKLOGIN3',
    source: wl('FACEBOOKLOGIN3'),
    gates: 'Facebook social login',
    where: ['Login', 'Register'],
    audience: 'visitor',
    states: onOff,
  },
  {
    id: 'FEEDBACK3',
    source: wl('FEEDBACK3'),
    gates: 'Feedback entry',
    where: ['Member centre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'GOOGLELOGIN3',
    source: wl('GOOGLELOGIN3'),
    gates: 'Google social login',
    where: ['Login', 'Register'],
    audience: 'visitor',
    states: onOff,
  },
  {
    id: 'MAILCEN',
    source: wl('MAILCEN'),
    gates: 'Message centre entry',
    where: ['Member centre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'MANPLAYREB3',
    source: wl('MANPLAYREB3'),
    gates: 'Manual rebate entry',
    where: ['Member centre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'MOBILEVERCODELOGIN3',
    source: wl('MOBILEVERCODELOGIN3'),
    gates: 'Mobile number + SMS code login tab',
    where: ['Login'],
    audience: 'visitor',
    states: onOff,
  },
  {
    id: 'PERSREP',
    source: wl('PERSREP'),
    gates: 'Profit and loss (personal report) entry',
    where: ['Member centre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'PLYRBT',
    source: wl('PLYRBT'),
    gates: 'My rebate entry',
    where: ['Member centre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'REWCEN3',
    source: wl('REWCEN3'),
    gates: 'Reward centre entry',
    where: ['Member centre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'TELEGRAMLOGIN3',
    source: wl('TELEGRAMLOGIN3'),
    gates: 'Telegram social login',
    where: ['Login', 'Register'],
    audience: 'visitor',
    states: onOff,
  },
  {
    id: 'TRANSBETREPMEM3',
    source: wl('TRANSBETREPMEM3'),
    gates: 'Betting record entry',
    where: ['Member centre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'TRANSREC3',
    source: wl('TRANSREC3'),
    gates: 'Account (transaction) record entry',
    where: ['Member centre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'WITHREC3',
    source: wl('WITHREC3'),
    gates: 'Withdraw record entry',
    where: ['Member centre'],
    audience: 'member',
    states: onOff,
  },
  // Promotions and benefits
  {
    id: 'MISSION',
    source: { kind: 'promotion', key: 'MISSION' },
    gates: 'Mission activity entry',
    where: ['Member centre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'REFERRAL',
    source: { kind: 'promotion', key: 'REFERRAL' },
    gates: 'Invite friends in the quick menu (off: contact-service notice)',
    where: ['Member centre', 'Footer'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'VIPBENEFIT',
    source: { kind: 'vipBenefit' },
    gates: 'VIP benefits tile and link',
    where: ['Member centre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'PASSWORDCHANGEVERIFICATION',
    source: { kind: 'passwordChangeVerification' },
    gates: 'Phone recovery beside e-mail recovery',
    where: ['Forgot password'],
    audience: 'visitor',
    states: onOff,
  },
  // Agent menu settings
  {
    id: 'agent.agentRebateIncome',
    source: agent('agentRebateIncome'),
    gates: 'Agent rebate income tile',
    where: ['Agent home'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.dividend',
    source: agent('dividend'),
    gates: 'Dividend footer entry',
    where: ['Agent home'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.mail',
    source: agent('mail'),
    gates: 'Mail tile with unread count',
    where: ['Agent home'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.rebateSettings',
    source: agent('rebateSettings'),
    gates: 'Rebate settings tile',
    where: ['Agent home'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.redEnvelopeRain',
    source: agent('redEnvelopeRain'),
    gates: 'Red envelope rain tile',
    where: ['Agent home'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.securityCenter',
    source: agent('securityCenter'),
    gates: 'Security centre tile',
    where: ['Agent home'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.teamBetting',
    source: agent('teamBetting'),
    gates: 'Team betting tile',
    where: ['Agent home'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.teamManagement',
    source: agent('teamManagement'),
    gates: 'Team management tile',
    where: ['Agent home'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.teamOverview',
    source: agent('teamOverview'),
    gates: 'Team overview tile',
    where: ['Agent home'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.teamPnl',
    source: agent('teamPnl'),
    gates: 'Team profit and loss tile',
    where: ['Agent home'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.transactionRecord',
    source: agent('transactionRecord'),
    gates: 'Transaction record tile',
    where: ['Agent home'],
    audience: 'agent',
    states: onOff,
  },
] as const satisfies readonly FlagDefinition[];

export type FlagId = (typeof flagDefinitions)[number]['id'];

export const flagRegistry = createRegistry<FlagDefinition>(() => flagDefinitions);

/** Reads a flag's value from settings. */
export function readFlag(settings: SiteSettings, source: FlagSource): boolean {
  switch (source.kind) {
    case 'whiteLabel':
      return settings.whiteLabel[source.key];
    case 'promotion':
      return settings.promotions[source.key].enabled;
    case 'vipBenefit':
      return settings.vipBenefit.enabled;
    case 'agentMenu':
      return settings.agentMenu[source.key];
    case 'passwordChangeVerification':
      return settings.passwordChangeVerification;
  }
}
