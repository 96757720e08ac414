/**
 * The brand screen's form tabs as data: each tab edits a few parts of the BrandConfig, each part named by its JSON
 * pointer and shown under a key of the tab's form. The form's schema is cut from `schemas/` (formSchemas.ts), so a new
 * setting appears in its tab without a hand-written field. The logo, checks, versions and preview are not forms.
 */
export interface FormSection {
  /** The property of the tab's form data (and the field ids' second segment). */
  key: string;
  /** Where the part lives in the BrandConfig. */
  pointer: string;
  /** The schema file and the path inside it (JSON pointer) whose schema the part has. */
  schema: { file: SchemaFile; path: string };
}

export type SchemaFile = 'theme' | 'settings' | 'brand' | 'brandMeta' | 'registerSettings';

export interface FormTab {
  id: 'theme' | 'flags' | 'menus' | 'register' | 'rules';
  sections: FormSection[];
}

const theme = (key: string): FormSection => ({
  key,
  pointer: `/theme/${key}`,
  schema: { file: 'theme', path: `/properties/${key}` },
});
const setting = (key: string): FormSection => ({
  key,
  pointer: `/brand/settings/${key}`,
  schema: { file: 'settings', path: `/properties/${key}` },
});

export const formTabs: FormTab[] = [
  { id: 'theme', sections: ['colors', 'radii', 'spacing', 'font', 'shadows'].map(theme) },
  {
    id: 'flags',
    sections: [
      'whiteLabel',
      'promotions',
      'vipBenefit',
      'passwordChangeVerification',
      'mobileTemplate',
      'maintenance',
      'regionRestriction',
    ].map(setting),
  },
  {
    id: 'menus',
    sections: [
      { key: 'brand', pointer: '/brand/brand', schema: { file: 'brandMeta', path: '' } },
      { key: 'domains', pointer: '/brand/domains', schema: { file: 'brand', path: '/properties/domains' } },
      setting('agentMenu'),
      setting('customerService'),
    ],
  },
  {
    id: 'register',
    sections: [
      { key: 'registerSettings', pointer: '/brand/registerSettings', schema: { file: 'registerSettings', path: '' } },
      setting('downloadableLink'),
      setting('downloadResources'),
    ],
  },
  {
    // The promotions' and the operators' rules: money, rates and limits the server applies, not what players see.
    id: 'rules',
    sections: ['rebate', 'redRain', 'leaderboard', 'responsiblePlay', 'uplineTransfer', 'bankAccountShared', 'ops'].map(
      setting,
    ),
  },
];

/** All the brand screen's tabs in order: the form tabs, then the logo, checks, versions and preview. */
export const TAB_IDS = [
  'theme',
  'flags',
  'menus',
  'register',
  'rules',
  'logo',
  'checks',
  'versions',
  'preview',
] as const;
export type BrandTabId = (typeof TAB_IDS)[number];

/** The id rjsf gives a field of a tab's form (idPrefix = tab id, separator `_`). */
export const fieldId = (tab: string, segments: readonly string[]) => [tab, ...segments].join('_');

/**
 * Where a problem's JSON pointer is edited: the tab, the field's id and its path in the tab's form data (a pointer to
 * a whole object names no input: the caller looks for the nearest ancestor on screen). `/logo` is the logo tab.
 */
export function locate(pointer: string): { tab: BrandTabId; id: string; segments: string[] } | undefined {
  if (pointer === '/logo' || pointer.startsWith('/logo/')) return { tab: 'logo', id: 'brand-logo-file', segments: [] };
  for (const tab of formTabs)
    for (const section of tab.sections)
      if (pointer === section.pointer || pointer.startsWith(`${section.pointer}/`)) {
        const rest = pointer.slice(section.pointer.length).split('/').filter(Boolean).map(unescapePointer);
        const segments = [section.key, ...rest];
        return { tab: tab.id, id: fieldId(tab.id, segments), segments };
      }
  return undefined;
}

/** `~1` → `/`, `~0` → `~` (RFC 6901). */
export const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
