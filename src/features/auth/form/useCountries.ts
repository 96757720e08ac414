import { useEffect, useState } from 'react';
import { fetchCountries, type Country } from '../../../api/authApi';

/** The default dialing code until the country list loads (pesos first: the Philippines). */
export const DEFAULT_DIALING_CODE = '+63';

/** Countries for the dialing-code picker; the default alone when the list cannot load. */
export function useCountries(): Country[] {
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    let live = true;
    fetchCountries()
      .then((list) => live && setCountries(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return countries;
}
