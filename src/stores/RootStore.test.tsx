import { act, render, renderHook, screen } from '@testing-library/react';
import { autorun } from 'mobx';
import { observer } from 'mobx-react-lite';
import { describe, expect, it, vi } from 'vitest';
import { bayaniBetConfig, luckyPesoConfig } from '../../tests/fixtures/appConfig';
import { RootStore } from './RootStore';
import { loadStoredSession } from './sessionPersistence';
import { StoresProvider, useStores } from './StoresContext';

const member = (type: number, toUpline = false) => ({
  id: 1,
  type,
  userName: 'demo',
  account: 'demo',
  regDate: 0,
  toUpline,
  sumBalance: '10.00',
  trial: 0 as const,
});
const session = (type: number) => ({ token: 't', merchantCode: 'LUCKYPESO', userName: 'demo', type });

describe('RootStore', () => {
  it('reads flags from settings, with overrides winning', () => {
    const store = new RootStore(luckyPesoConfig(), { flagOverrides: { DIRECTREG3: false } });
    expect(store.settings.isOn('DIRECTREG3')).toBe(false);
    expect(store.settings.isOn('REFERRAL')).toBe(true);
    expect(store.settings.isOn('agent.dividend')).toBe(true);
    store.settings.setOverride('DIRECTREG3', undefined);
    expect(store.settings.isOn('DIRECTREG3')).toBe(true);
  });

  it('chooses screen variants from mobileTemplate', () => {
    expect(new RootStore(luckyPesoConfig()).settings.memberCentreVariant).toBe('new');
    expect(new RootStore(bayaniBetConfig()).settings.depositDetailVariant).toBe('base');
  });

  it('filters menus in computeds that follow flag changes', () => {
    const store = new RootStore(bayaniBetConfig());
    const seen: string[][] = [];
    const stop = autorun(() => seen.push(store.menus.visitorHeader.map((i) => i.id)));
    store.settings.setOverride('DIRECTREG3', true);
    stop();
    expect(seen).toEqual([['login'], ['login', 'register']]);
    expect(store.menus.agentGrid.map((i) => i.id)).not.toContain('redEnvelopeRain');
    expect(store.menus.agentFooter.map((i) => i.id)).not.toContain('dividend');
    expect(store.menus.socialLogins.map((i) => i.id)).toEqual(['telegram']);
    expect(store.menus.loginMethods.map((i) => i.id)).toEqual(['username']);
    expect(store.menus.recoveryMethods.map((i) => i.id)).toEqual(['email']);
  });

  it('applies the member-type rules to member-centre entries', () => {
    const visitor = new RootStore(luckyPesoConfig());
    expect(visitor.menus.headerPopup.map((i) => i.id)).not.toContain('signOut');
    expect(visitor.menus.memberCentre.map((i) => i.id)).not.toContain('agentCentre');

    const agent = new RootStore(luckyPesoConfig(), { session: session(1), member: member(1, true) });
    expect(agent.menus.memberCentre.map((i) => i.id)).toEqual(expect.arrayContaining(['agentCentre', 'transferUp']));
    expect(agent.menus.headerPopup.map((i) => i.id)).toContain('signOut');

    for (const type of [0, 4, 40]) {
      const s = new RootStore(luckyPesoConfig(), { session: session(type), member: member(type) });
      expect(s.menus.memberCentre.map((i) => i.id)).not.toContain('agentCentre');
    }
    const type2 = new RootStore(luckyPesoConfig(), { session: session(2), member: member(2, true) });
    expect(type2.menus.memberCentre.map((i) => i.id)).not.toContain('transferUp');
  });

  it('keeps the signed-in session in storage when asked to persist', () => {
    localStorage.clear();
    const store = new RootStore(luckyPesoConfig(), { persist: true });
    store.session.signIn(session(0));
    expect(loadStoredSession()).toEqual(session(0));
    store.session.signOut();
    expect(loadStoredSession()).toBeUndefined();
    new RootStore(luckyPesoConfig()).session.signIn(session(1));
    expect(loadStoredSession()).toBeUndefined();
  });

  it('is reachable through useStores inside the provider only', () => {
    const store = new RootStore(luckyPesoConfig(), { session: session(0) });
    const { result } = renderHook(() => useStores(), {
      wrapper: ({ children }) => <StoresProvider store={store}>{children}</StoresProvider>,
    });
    expect(result.current).toBe(store);

    // A component under the provider renders from the store and follows its changes.
    const Greeting = observer(function Greeting() {
      return <p>Hello {useStores().session.displayName ?? 'guest'}</p>;
    });
    render(
      <StoresProvider store={store}>
        <Greeting />
      </StoresProvider>,
    );
    expect(screen.getByText('Hello demo')).toBeInTheDocument();
    act(() => store.session.signOut());
    expect(screen.getByText('Hello guest')).toBeInTheDocument();

    // Without a provider it fails loudly instead of rendering.
    function Orphan() {
      useStores();
      return null;
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => render(<Orphan />)).toThrow('useStores() must be used inside <StoresProvider>');
    } finally {
      quiet.mockRestore();
    }
  });
});
