import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { luckyPesoConfig } from '../../tests/fixtures/appConfig';
import { RootStore } from '../stores/RootStore';
import { StoresProvider } from '../stores/StoresContext';
import { LANGUAGE_RELOAD_MS, useLanguageData } from './useLanguageData';

describe('useLanguageData', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const store = new RootStore(luckyPesoConfig());
    const load = vi.fn(() => Promise.resolve(store.ui.language));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoresProvider store={store}>{children}</StoresProvider>
    );
    const hook = renderHook(() => useLanguageData(load), { wrapper });
    return { store, load, hook };
  }

  it('loads at once on the first render', async () => {
    const { load, hook } = setup();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {});
    expect(hook.result.current.data).toBe('EN');
  });

  it('waits 200 ms after a language change, and quick changes make one call', async () => {
    const { store, load, hook } = setup();
    await act(async () => {});
    act(() => store.ui.setLanguage('TY'));
    hook.rerender();
    await act(async () => vi.advanceTimersByTime(LANGUAGE_RELOAD_MS - 50));
    expect(load).toHaveBeenCalledTimes(1);
    // Back to English before the wait is over: the timer restarts, still one call to come.
    act(() => store.ui.setLanguage('EN'));
    hook.rerender();
    await act(async () => vi.advanceTimersByTime(LANGUAGE_RELOAD_MS - 50));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(50));
    expect(load).toHaveBeenCalledTimes(2);
    expect(hook.result.current.data).toBe('EN');
  });
});
