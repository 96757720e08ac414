import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { createI18n } from '../../src/i18n/i18n';
import { RootStore } from '../../src/stores/RootStore';
import { StoresProvider } from '../../src/stores/StoresContext';
import { luckyPesoConfig } from '../fixtures/appConfig';

/** A visitor's store of the Lucky Peso brand, or a member's with `signedIn`. */
export function testStore({ signedIn = false } = {}): RootStore {
  const store = new RootStore(luckyPesoConfig());
  if (signedIn) store.session.signIn({ token: 't', merchantCode: 'LUCKYPESO', userName: 'demo', type: 0 });
  return store;
}

/** The current location, rendered so a test can read where a hook navigated. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Providers a shared hook needs: stores, English texts and a router at `route`. */
export function appWrapper(store: RootStore, route = '/m/home') {
  const i18n = createI18n('EN');
  return function AppWrapper({ children }: { children: ReactNode }) {
    return (
      <StoresProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </I18nextProvider>
      </StoresProvider>
    );
  };
}
