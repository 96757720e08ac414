import type { AppConfig } from './types';

/**
 * Used only when the server names a brand this build has no folder for and its settings are invalid:
 * every optional feature off, no external links, the app running.
 */
export const safeDefaults: AppConfig = {
  brand: {
    id: 'default',
    name: 'Games',
    merchantCode: 'DEFAULT',
    trialMerchantCode: 'DEFAULT_TRIAL',
    currency: { code: 'PHP', symbol: '₱' },
    defaultLanguage: 'EN',
    languages: ['EN', 'TY'],
    ageLimit: 18,
    loginRequiredForDownload: false,
  },
  settings: {
    mobileTemplate: { app_background: '', app_desc: '', app_desc_font_color: '', mem_cen: 0, dep_func: 0 },
    maintenance: false,
    regionRestriction: false,
    customerService: [],
    whiteLabel: {
      DIRECTREG3: false,
      DEPRECM3: false,
      WITHREC3: false,
      TRANSREC3: false,
      TRANSBETREPMEM3: false,
      PERSREP: false,
      REWCEN3: false,
      MANPLAYREB3: false,
      PLYRBT: false,
      MAILCEN: false,
      FEEDBACK3: false,
      MOBILEVERCODELOGIN3: false,
      FACEBOOKLOGIN3: false,
      GOOGLELOGIN3: false,
      TELEGRAMLOGIN3: false,
      AGETRANSFERUP3: false,
    },
    promotions: { REFERRAL: { enabled: false }, MISSION: { enabled: false } },
    downloadableLink: { USDJUMP: '' },
    downloadResources: [],
    vipBenefit: { enabled: false },
    agentMenu: {
      teamOverview: false,
      transactionRecord: false,
      teamManagement: false,
      redEnvelopeRain: false,
      teamPnl: false,
      teamBetting: false,
      rebateSettings: false,
      agentRebateIncome: false,
      securityCenter: false,
      mail: false,
      dividend: false,
    },
    passwordChangeVerification: false,
    // No rebate, no red envelope rain: the features stay off (their flags are off too).
    rebate: { rates: { lottery: 0, slots: 0, fish: 0, live: 0, sports: 0, esports: 0, poker: 0 }, minClaim: '1.00' },
    redRain: { events: [] },
    leaderboard: { period: 'week', size: 20 },
  },
};
