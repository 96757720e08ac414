import type { BrandProblem, OpsBrand, OpsBrandRow, OpsBrandVersionRow, OpsMe } from '@common/generated/api';
import luckyBrand from '../../../brands/lucky-peso/brand.json';
import luckyTheme from '../../../brands/lucky-peso/theme.json';
import type { BrandConfig } from '../../config/generated/types';

/** Replies for the Brands stories (src/ops/screens/Brand*.stories.tsx): lucky-peso live at version 3 with a draft. */
const all = (permissions: string[]) => permissions.map((permission) => ({ permission, allBrands: true, brands: [] }));
const at = Date.UTC(2026, 10, 20, 3, 15);

export const brandOwnerMe: OpsMe = {
  username: 'owner',
  roles: [{ brandId: null, role: 'owner' }],
  permissions: all(['console.use', 'brands.read', 'brands.edit', 'brands.publish', 'audit.read']),
};
export const brandViewerMe: OpsMe = {
  username: 'viewer',
  roles: [{ brandId: null, role: 'viewer' }],
  permissions: all(['console.use', 'brands.read', 'audit.read']),
};

export const liveConfig = { brand: luckyBrand, theme: luckyTheme, logo: null } as unknown as BrandConfig;
/** The draft: a primary colour too light for the dark text on it. */
export const draftConfig: BrandConfig = {
  ...liveConfig,
  theme: { ...liveConfig.theme, colors: { ...liveConfig.theme.colors, primary: '#3a2a00' } },
};

export const brandRows: OpsBrandRow[] = [
  {
    id: 'lucky-peso',
    displayName: 'Lucky Peso',
    domains: ['luckypeso.example', 'lucky-peso.localhost'],
    liveVersion: 3,
    publishedAt: at,
    publishedBy: 'owner',
    hasDraft: true,
    draftUpdatedAt: at + 3_600_000,
  },
  {
    id: 'new-peso',
    displayName: 'New Peso',
    domains: ['new-peso.localhost'],
    liveVersion: null,
    publishedAt: null,
    publishedBy: null,
    hasDraft: true,
    draftUpdatedAt: at,
  },
];

export const luckyBrandReply: OpsBrand = {
  id: 'lucky-peso',
  live: { version: 3, config: liveConfig as never, publishedAt: at, publishedBy: 'owner' },
  draft: { config: draftConfig as never, baseVersion: 3, updatedAt: at + 3_600_000, updatedBy: 'owner' },
};

export const contrastProblem: BrandProblem = {
  check: 'contrast',
  path: '/theme/colors/onPrimary',
  messageKey: 'checks.contrastText',
  params: {
    foreground: 'onPrimary',
    foregroundValue: '#1a0f00',
    background: 'primary',
    backgroundValue: '#3a2a00',
    ratio: '1.32',
    required: 4.5,
    where: 'buttons',
  },
  fixKey: 'checks.contrastTextFix',
  fixParams: { suggestion: '#ffffff', foreground: 'onPrimary' },
};

export const draftChecks = {
  problems: [contrastProblem],
  diff: [{ path: '/theme/colors/primary', before: '#f5a623', after: '#3a2a00' }],
};

export const versionRows: OpsBrandVersionRow[] = [
  { version: 3, source: 'publish', note: 'Gold buttons', createdBy: 'owner', createdAt: at, live: true },
  { version: 2, source: 'rollback', note: null, createdBy: 'owner', createdAt: at - 86_400_000, live: false },
  { version: 1, source: 'import', note: null, createdBy: null, createdAt: at - 2 * 86_400_000, live: false },
];
