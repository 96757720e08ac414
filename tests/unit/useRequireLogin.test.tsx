import { act, cleanup, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../src/registry/paths';
import { useRequireLogin, type LoginPrompt } from '../../src/stores/useRequireLogin';
import { appWrapper, testStore } from './appHarness';

function setup(prompt: LoginPrompt, signedIn = false) {
  const store = testStore({ signedIn });
  const { result } = renderHook(() => useRequireLogin(prompt), {
    wrapper: appWrapper(store, '/m/gameList?gameType=RNG'),
  });
  return { store, result };
}

afterEach(cleanup);

describe('useRequireLogin (SPEC §4, §6)', () => {
  it('lets a member through', () => {
    const { store, result } = setup('page', true);
    let allowed: boolean | undefined;
    act(() => void (allowed = result.current()));
    expect(allowed).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/gameList?gameType=RNG');
    expect(store.ui.loginPopup).toBeNull();
  });

  it('sends a visitor to the login page, to come back here', () => {
    const { result } = setup('page');
    let allowed: boolean | undefined;
    act(() => void (allowed = result.current()));
    expect(allowed).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login?redirect=%2Fm%2FgameList%3FgameType%3DRNG');
  });

  it('opens the login popup for a visitor where the context asks for it, with where to go next', () => {
    const { store, result } = setup('popup');
    act(() => void result.current(paths.webEmail));
    expect(store.ui.loginPopup).toEqual({ next: paths.webEmail });
    expect(screen.getByTestId('location')).toHaveTextContent('/m/gameList?gameType=RNG');
  });
});
