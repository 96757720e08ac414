import type { GameVendorsReply as VendorConfig } from '@common/generated/api';
import { callApi } from './callApi';
import { useLanguageData } from './useLanguageData';

export interface Vendor {
  vassalage: string;
  vendorName: string;
  gameType: string;
  iconUrl: string;
}

/** The vendor configuration (sorting and mapping), reloaded when the language changes (debounced 200 ms). */
export function useVendorConfig(): VendorConfig | undefined {
  return useVendorConfigLoad().config;
}

/**
 * The vendor configuration and whether its last load failed (for screens that must wait for it). The first load
 * starts at once (the screens that wait for it, lottery and the game centre, showed their content 200 ms later when
 * it waited too); language changes reload it after SPEC §4's 200 ms.
 */
export function useVendorConfigLoad(): { config: VendorConfig | undefined; failed: boolean } {
  const { data, failed } = useLanguageData(async () => (await callApi('gameVendors')).value);
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
