import type { SystemCountriesReply } from '@common/generated/api';
import { callApi } from './callApi';
import { useRemoteData } from './useRemoteData';

type Country = SystemCountriesReply[number];
const NONE: Country[] = [];

/**
 * Countries for the dialing-code picker, loaded while `enabled` (only forms showing a mobile field ask); empty until
 * they arrive or when the list cannot load (the picker then offers the default code alone).
 */
export function useCountries(enabled = true): readonly Country[] {
  return useRemoteData(async () => (await callApi('systemCountries')).value, [], { enabled }).data ?? NONE;
}
