export type PrizeMode = 'Lott' | 'ZY' | 'Elott';
export const PRIZE_MODES: readonly PrizeMode[] = ['Lott', 'ZY', 'Elott'];

/** Lottery vendors whose ELOTT entry switches the default prize mode (SPEC §4). */
const ELOTT_VENDORS = ['TCG_LOTTO_VN', 'LOTT'];

/** The default prize mode: Elott when the vendor configuration maps TCG_LOTTO_VN or LOTT to ELOTT, else Lott. */
export function defaultPrizeMode(config: VendorConfig | undefined): PrizeMode {
  const types = config?.mapping.LOTTERY?.gameType ?? {};
  return ELOTT_VENDORS.some((vendor) => types[vendor]?.toUpperCase() === 'ELOTT') ? 'Elott' : 'Lott';
}

/** A prize mode from a query value, if it is one. */
export const asPrizeMode = (value: string | null): PrizeMode | undefined =>
  PRIZE_MODES.find((m) => m.toLowerCase() === value?.toLowerCase());
import type { GameVendorsReply as VendorConfig } from '@common/generated/api';
