// Storybook under a console preview link (docs/storybook.md, "A brand under review"): `?wl_preview=<token>` makes the
// stories show the configuration the token names, fetched from the server the way the player app starts under a
// preview (src/config/loadAppConfig.ts), instead of the build's brands/ folder.
import axios, { type AxiosAdapter } from 'axios';
import { PREVIEW_PARAM } from '@common/brandPreview';
import { http } from '../api/client';
import { rememberPreview } from '../api/previewToken';
import { loadAppConfig } from '../config/loadAppConfig';
import type { AppConfig, DeepPartial, ThemeTokens } from '../config/types';

export type PreviewOf = 'draft' | 'live';

/** A brand's configuration as the server serves it under a preview token. */
export interface PreviewedBrand {
  id: string;
  of: PreviewOf;
  config: AppConfig;
  theme: DeepPartial<ThemeTokens>;
  logoUrl: string | undefined;
}

/**
 * What a token says it previews, read WITHOUT checking its signature (the key never reaches a browser): for the
 * toolbar's label only. Whether the server honours the token is checked on the replies (loadPreviewedBrand).
 */
export function previewClaims(token: string): { brandId: string; of: PreviewOf } | undefined {
  try {
    const payload = token.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/');
    const raw = JSON.parse(atob(payload)) as { b?: unknown; o?: unknown };
    if (typeof raw.b === 'string' && (raw.o === 'draft' || raw.o === 'live')) return { brandId: raw.b, of: raw.o };
  } catch {
    // Not a token: no preview.
  }
  return undefined;
}

/** The toolbar's name for the previewed brand. */
export const previewTitle = ({ brandId, of }: { brandId: string; of: PreviewOf }): string =>
  `${brandId} (${of === 'draft' ? 'draft under review' : 'live'})`;

/**
 * The token a Storybook page carries: on the story frame's URL (the manager hands its own query on to the frame),
 * else on the manager's around it (same origin), should a frame be opened without it.
 */
export function storybookPreviewToken(win: Window = window): string | undefined {
  const own = new URLSearchParams(win.location.search).get(PREVIEW_PARAM);
  if (own) return own;
  try {
    return new URLSearchParams(win.parent.location.search).get(PREVIEW_PARAM) ?? undefined;
  } catch {
    return undefined; // A cross-origin parent: only the frame's own URL counts.
  }
}

/** The browser's own network (stories replace the client's adapter with their canned replies). */
const network = (): AxiosAdapter => axios.getAdapter(axios.defaults.adapter);

/**
 * Loads the brand a token previews: settings from GET /wps/system/settings/consolidated, theme and logo from
 * GET /wps/system/brand/theme, both with the X-WL-Preview header and through the app's own start-up (decryption,
 * validateWithFallback). Without a token: undefined, and no request at all (the static build and the story tests
 * need no server). A token the server does not honour (expired, forged, a draft saved since) is an error rather
 * than a silent fall back to the host's brand: the operator would otherwise review the wrong configuration.
 */
export async function loadPreviewedBrand(
  token: string | undefined,
  adapter: AxiosAdapter = network(),
): Promise<PreviewedBrand | undefined> {
  if (!token) return undefined;
  const claims = previewClaims(token);
  if (!claims) throw new Error(`Storybook: ${PREVIEW_PARAM} is not a preview token.`);
  // The client adds the header to its calls from now on (harmless for the stories' canned replies).
  rememberPreview(`?${new URLSearchParams({ [PREVIEW_PARAM]: token })}`);
  // The server marks a reply it served under a preview (server/src/plugins/preview.ts): an ignored token is not.
  let honoured = true;
  const saved = http.defaults.adapter;
  http.defaults.adapter = async (config) => {
    const response = await adapter(config);
    if (String(response.headers['x-robots-tag'] ?? '') !== 'noindex') honoured = false;
    return response;
  };
  try {
    const { config, tokens, logoUrl } = await loadAppConfig({ data: undefined, problems: [] });
    // Not a branch on a brand: the reply must be the brand the link names, whichever it is.
    const { brandId: named, of } = claims;
    if (!honoured || config.brand.id !== named)
      throw new Error(
        `Storybook: the server did not honour the preview link for ${named} (expired, or the draft changed ` +
          'since): copy a fresh link from the console.',
      );
    return { id: named, of, config, theme: tokens, logoUrl };
  } finally {
    http.defaults.adapter = saved;
  }
}
