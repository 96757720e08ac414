import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/envelope';
import { useSubmit } from '../../src/ui/form/useSubmit';
import { appWrapper, testStore } from './appHarness';

function setup() {
  const store = testStore();
  const hook = renderHook(() => useSubmit(), { wrapper: appWrapper(store) });
  return { store, result: hook.result };
}

afterEach(cleanup);

describe('useSubmit', () => {
  it('is busy while the call runs, then shows the success toast and goes on', async () => {
    const { store, result } = setup();
    let finish!: (value: string) => void;
    const onSuccess = vi.fn();
    let done!: Promise<boolean>;
    act(() => {
      done = result.current.run(() => new Promise<string>((res) => (finish = res)), {
        loading: 'Please wait',
        success: 'Change saved',
        onSuccess,
      });
    });
    expect(result.current.busy).toBe(true);
    expect(store.feedback.toast).toMatchObject({ kind: 'loading', message: 'Please wait' });
    await act(async () => finish('session'));
    expect(await done).toBe(true);
    expect(result.current.busy).toBe(false);
    expect(store.feedback.toast).toMatchObject({ kind: 'success', message: 'Change saved' });
    expect(onSuccess).toHaveBeenCalledWith('session');
  });

  it('puts a refusal in words through apiErrorText, hides the loading toast and calls onError', async () => {
    const { store, result } = setup();
    const refusal = new ApiError('Account format is incorrect', 'format.account', 400);
    const onError = vi.fn();
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.run(() => Promise.reject(refusal), { loading: 'Please wait', onError });
    });
    expect(ok).toBe(false);
    expect(result.current.problem).toBe('Account format is incorrect');
    expect(store.feedback.toast).toBeNull();
    expect(onError).toHaveBeenCalledWith(refusal);
    expect(result.current.busy).toBe(false);

    await act(async () => void (await result.current.run(() => Promise.reject(new Error('offline')))));
    expect(result.current.problem).toBe('Unknown error');
  });

  it('ignores a second submit while one runs', async () => {
    const { result } = setup();
    const action = vi.fn(() => new Promise<void>(() => undefined));
    act(() => {
      void result.current.run(action);
      void result.current.run(action);
    });
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('an action returning false stops without success; stayBusy keeps the button off after success', async () => {
    const { store, result } = setup();
    await act(async () => void (await result.current.run(async () => false as const, { success: 'Saved' })));
    expect(store.feedback.toast).toBeNull();
    expect(result.current.busy).toBe(false);
    await act(async () => void (await result.current.run(async () => undefined, { stayBusy: true })));
    expect(result.current.busy).toBe(true);
  });
});
