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
  const { ui } = useStores();
  const [config, setConfig] = useState<VendorConfig>();
  const language = ui.language;
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      fetchVendorConfig()
        .then((c) => live && setConfig(c))
        .catch(() => undefined);
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [language]);
  return config;
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
