import { useEffect, useState } from 'react';
import { fetchVendorConfig, type VendorConfig } from '../../api/gamesApi';
import { useStores } from '../../stores/StoresContext';

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

/** The vendor configuration and whether its last load failed (for screens that must wait for it). */
export function useVendorConfigLoad(): { config: VendorConfig | undefined; failed: boolean } {
  const { ui } = useStores();
  const [state, setState] = useState<{ config: VendorConfig | undefined; failed: boolean }>({
    config: undefined,
    failed: false,
  });
  const language = ui.language;
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      fetchVendorConfig()
        .then((config) => live && setState({ config, failed: false }))
        .catch(() => live && setState((s) => ({ ...s, failed: true })));
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [language]);
  return state;
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
