import type { SiteSettings } from '../config/types';
import { createRegistry } from './createRegistry';

/** Who sees what a flag gates. */
export type FlagAudience = 'visitor' | 'member' | 'agent' | 'everyone';

/**
 * A screen where a flag's items appear. Its name, and what each flag gates, are in the console's `flags` catalogue
 * (src/ops/i18n/<lang>/flags.json), in English and Filipino: the console, the QA drawer and Storybook read them there.
 */
export type FlagScreen =
  'memberCentre' | 'homeHeader' | 'login' | 'register' | 'footer' | 'forgotPassword' | 'agentHome';

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
  /** Screens where its items appear. */
  where: readonly FlagScreen[];
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
    where: ['memberCentre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'DEPRECM3',
    source: wl('DEPRECM3'),
    where: ['memberCentre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'DIRECTREG3',
    source: wl('DIRECTREG3'),
    where: ['homeHeader'],
    audience: 'visitor',
    states: onOff,
  },
  {
    id: 'FACEBOOKLOGIN3',
    source: wl('FACEBOOKLOGIN3'),
    where: ['login', 'register'],
    audience: 'visitor',
    states: onOff,
  },
  {
    id: 'FEEDBACK3',
    source: wl('FEEDBACK3'),
    where: ['memberCentre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'GOOGLELOGIN3',
    source: wl('GOOGLELOGIN3'),
    where: ['login', 'register'],
    audience: 'visitor',
    states: onOff,
  },
  {
    id: 'MAILCEN',
    source: wl('MAILCEN'),
    where: ['memberCentre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'MANPLAYREB3',
    source: wl('MANPLAYREB3'),
    where: ['memberCentre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'MOBILEVERCODELOGIN3',
    source: wl('MOBILEVERCODELOGIN3'),
    where: ['login'],
    audience: 'visitor',
    states: onOff,
  },
  {
    id: 'PERSREP',
    source: wl('PERSREP'),
    where: ['memberCentre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'PLYRBT',
    source: wl('PLYRBT'),
    where: ['memberCentre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'REWCEN3',
    source: wl('REWCEN3'),
    where: ['memberCentre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'TELEGRAMLOGIN3',
    source: wl('TELEGRAMLOGIN3'),
    where: ['login', 'register'],
    audience: 'visitor',
    states: onOff,
  },
  {
    id: 'TRANSBETREPMEM3',
    source: wl('TRANSBETREPMEM3'),
    where: ['memberCentre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'TRANSREC3',
    source: wl('TRANSREC3'),
    where: ['memberCentre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'WITHREC3',
    source: wl('WITHREC3'),
    where: ['memberCentre'],
    audience: 'member',
    states: onOff,
  },
  // Promotions and benefits
  {
    id: 'MISSION',
    source: { kind: 'promotion', key: 'MISSION' },
    where: ['memberCentre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'REFERRAL',
    source: { kind: 'promotion', key: 'REFERRAL' },
    where: ['memberCentre', 'footer'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'VIPBENEFIT',
    source: { kind: 'vipBenefit' },
    where: ['memberCentre'],
    audience: 'member',
    states: onOff,
  },
  {
    id: 'PASSWORDCHANGEVERIFICATION',
    source: { kind: 'passwordChangeVerification' },
    where: ['forgotPassword'],
    audience: 'visitor',
    states: onOff,
  },
  // Agent menu settings
  {
    id: 'agent.agentRebateIncome',
    source: agent('agentRebateIncome'),
    where: ['agentHome'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.dividend',
    source: agent('dividend'),
    where: ['agentHome'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.mail',
    source: agent('mail'),
    where: ['agentHome'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.rebateSettings',
    source: agent('rebateSettings'),
    where: ['agentHome'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.redEnvelopeRain',
    source: agent('redEnvelopeRain'),
    where: ['agentHome'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.securityCenter',
    source: agent('securityCenter'),
    where: ['agentHome'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.teamBetting',
    source: agent('teamBetting'),
    where: ['agentHome'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.teamManagement',
    source: agent('teamManagement'),
    where: ['agentHome'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.teamOverview',
    source: agent('teamOverview'),
    where: ['agentHome'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.teamPnl',
    source: agent('teamPnl'),
    where: ['agentHome'],
    audience: 'agent',
    states: onOff,
  },
  {
    id: 'agent.transactionRecord',
    source: agent('transactionRecord'),
    where: ['agentHome'],
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
