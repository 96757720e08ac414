import { BOOT_DATA_ID, BOOT_DATA_VERSION } from '@common/ssrContract';
import type { Catalogue } from '../i18n/catalogues';
import { baseTokens } from '../theme/baseTokens';
import type { ValidateFunction, ValidationError } from './generated/validate-function';
import type { DeepPartial, ThemeTokens } from './types';
import { validateWithFallback, type ConfigProblem } from './validateWithFallback';

/**
 * The reference server's data block (common/ssrContract.ts BootDataBlock, written by server/src/services/bootData.ts)
 * as the client trusts it after checking each part, so start-up needs no request before it can draw.
 */
export interface BootData {
  /** The consolidated reply's value; loadAppConfig validates it like a fetched one. */
  consolidated: { brand?: unknown; settings?: unknown };
  passphrase: string | undefined;
  /** The brand's theme tokens, checked token by token (unknown or malformed ones dropped). */
  theme: DeepPartial<ThemeTokens>;
  /**
   * The brand's logo: an image data URL or a same-origin path; null when the brand has none; undefined when the block
   * does not say (or says something else), and the client loads the brand's own logo module.
   */
  logoUrl: string | null | undefined;
  /** Catalogues by language code; each checked to be nested strings. */
  catalogues: Record<string, Catalogue>;
  /** The language the server started the page in (its markup, when it rendered the first screen). */
  language: string | undefined;
  /** Replies the server rendered the first screen with, by request (src/api/initialReplies.ts). */
  replies: Record<string, unknown>;
}

export { BOOT_DATA_ID };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A theme value that cannot leave its CSS declaration. */
const SAFE_CSS_VALUE = /^[^;{}<>\\]*$/;

/** Validates partial theme tokens against the base tokens: known groups and names, same kind of value. */
export const validateThemeTokens: ValidateFunction = (data) => {
  const errors: ValidationError[] = [];
  if (!isObject(data)) errors.push({ instancePath: '', keyword: 'type', params: { type: 'object' } });
  else {
    const base = baseTokens as unknown as Record<string, Record<string, unknown>>;
    for (const [group, tokens] of Object.entries(data)) {
      if (!(group in base)) {
        errors.push({ instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: group } });
        continue;
      }
      if (!isObject(tokens)) {
        errors.push({ instancePath: `/${group}`, keyword: 'type', params: { type: 'object' } });
        continue;
      }
      for (const [name, value] of Object.entries(tokens)) {
        const expected = typeof base[group]![name];
        if (!(name in base[group]!))
          errors.push({
            instancePath: `/${group}`,
            keyword: 'additionalProperties',
            params: { additionalProperty: name },
          });
        else if (typeof value !== expected)
          errors.push({ instancePath: `/${group}/${name}`, keyword: 'type', params: { type: expected } });
        else if (typeof value === 'string' && !SAFE_CSS_VALUE.test(value))
          errors.push({ instancePath: `/${group}/${name}`, keyword: 'pattern', params: { pattern: 'css value' } });
      }
    }
  }
  validateThemeTokens.errors = errors.length ? errors : null;
  return errors.length === 0;
};

/** A logo the page may draw: an image as a base64 data URL, or a path on this site. */
export const LOGO_URL = /^(data:image\/(svg\+xml|png|webp);base64,[A-Za-z0-9+/]+={0,2}|\/(?!\/)[^\s"'<>\\]*)$/;

/** A catalogue: nested objects whose leaves are strings. */
function isCatalogue(value: unknown, depth = 0): value is Catalogue {
  return (
    isObject(value) &&
    depth < 8 &&
    Object.values(value).every((v) => typeof v === 'string' || isCatalogue(v, depth + 1))
  );
}

export interface ReadBootData {
  data: BootData | undefined;
  problems: ConfigProblem[];
}

/**
 * Reads the server's data block. Absent (a plain static host) gives no data and no problem; a block that is not
 * JSON, of another version or without an object of settings gives no data and a problem, and the app fetches as it
 * would without one. Theme tokens are repaired like settings (a bad token falls back to the base theme's); a
 * catalogue that is not a catalogue is dropped (the app loads its own).
 */
export function readBootData(doc: Document = document): ReadBootData {
  const element = doc.getElementById(BOOT_DATA_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return { data: undefined, problems: [] };
  const unusable = (message: string): ReadBootData => ({
    data: undefined,
    problems: [{ source: 'bootData', path: '', message }],
  });
  let raw: unknown;
  try {
    raw = JSON.parse(element.textContent ?? '');
  } catch {
    return unusable('not JSON; settings are fetched instead');
  }
  if (!isObject(raw) || raw.v !== BOOT_DATA_VERSION)
    return unusable(`not a version ${BOOT_DATA_VERSION} block; settings are fetched`);
  if (!isObject(raw.consolidated)) return unusable('no consolidated settings; settings are fetched instead');
  const theme = validateWithFallback<DeepPartial<ThemeTokens>>('bootData.theme', validateThemeTokens, raw.theme, {});
  const catalogues: Record<string, Catalogue> = {};
  const problems = [...theme.problems];
  for (const [language, catalogue] of Object.entries(isObject(raw.catalogues) ? raw.catalogues : {})) {
    if (isCatalogue(catalogue)) catalogues[language] = catalogue;
    else problems.push({ source: 'bootData.catalogues', path: `/${language}`, message: 'not a catalogue' });
  }
  let logoUrl: string | null | undefined;
  if (raw.logoUrl === null || (typeof raw.logoUrl === 'string' && LOGO_URL.test(raw.logoUrl))) logoUrl = raw.logoUrl;
  else if (raw.logoUrl !== undefined)
    problems.push({ source: 'bootData.logoUrl', path: '', message: 'not an image URL; the brand logo is loaded' });
  return {
    data: {
      consolidated: raw.consolidated,
      logoUrl,
      passphrase: typeof raw.passphrase === 'string' ? raw.passphrase : undefined,
      theme: theme.value,
      catalogues,
      language: typeof raw.language === 'string' ? raw.language : undefined,
      replies: isObject(raw.replies) ? raw.replies : {},
    },
    problems,
  };
}
