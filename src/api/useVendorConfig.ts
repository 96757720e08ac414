import { useStores } from '../stores/StoresContext';
import type { GameVendorsReply as VendorConfig } from '@common/generated/api';
import { callApi } from './callApi';
import { useRemoteData } from './useRemoteData';

export interface Vendor {
  vassalage: string;
  vendorName: string;
  gameType: string;
  iconUrl: string;
}

/** Language changes reload the vendor names, debounced (SPEC §4: 200 ms). */
const LANGUAGE_DEBOUNCE_MS = 200;

/** The vendor configuration (sorting and mapping), reloaded when the language changes (debounced 200 ms). */
export function useVendorConfig(): VendorConfig | undefined {
  return useVendorConfigLoad().config;
}

/** The vendor configuration and whether its last load failed (for screens that must wait for it). */
export function useVendorConfigLoad(): { config: VendorConfig | undefined; failed: boolean } {
  const { ui } = useStores();
  const { data, failed } = useRemoteData(async () => (await callApi('gameVendors')).value, [ui.language], {
    delayMs: LANGUAGE_DEBOUNCE_MS,
  });

  return { config: data, failed };
}

/** The vendors of one game type (all vendors when none), in the server's order, each once. */
export function vendorsOf(config: VendorConfig | undefined, gameType: string | undefined): Vendor[] {
  if (!config) return [];
  const seen = new Set<string>();
  const out: Vendor[] = [];
  for (const category of config.sorting)
    for (const v of category.vendorNames)
      if ((!gameType || v.gameType === gameType) && !seen.has(v.vassalage)) {
        seen.add(v.vassalage);
        out.push(v);
      }
  return out;
}
