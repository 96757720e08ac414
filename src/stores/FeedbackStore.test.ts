import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FeedbackStore, TOAST_MS } from './FeedbackStore';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('FeedbackStore toasts', () => {
  test('an info toast lasts 2 s, a success toast 1 s', () => {
    const store = new FeedbackStore();
    store.showToast({ kind: 'info', message: 'hello' });
    vi.advanceTimersByTime(TOAST_MS.info - 1);
    expect(store.toast?.message).toBe('hello');
    vi.advanceTimersByTime(1);
    expect(store.toast).toBeNull();
    store.showToast({ kind: 'success', message: 'saved' });
    vi.advanceTimersByTime(TOAST_MS.success);
    expect(store.toast).toBeNull();
  });

  test('a new toast replaces the old one and the old timer does not hide it', () => {
    const store = new FeedbackStore();
    store.showToast({ kind: 'info', message: 'first', duration: 1_000 });
    vi.advanceTimersByTime(500);
    store.showToast({ kind: 'info', message: 'second', duration: 3_000 });
    vi.advanceTimersByTime(1_000);
    expect(store.toast?.message).toBe('second');
  });

  test('hideLoading ends only a loading toast', () => {
    const store = new FeedbackStore();
    store.showToast({ kind: 'info', message: 'note' });
    store.hideLoading();
    expect(store.toast?.message).toBe('note');
    store.showToast({ kind: 'loading', message: 'wait', duration: 9_999_000 });
    store.hideLoading();
    expect(store.toast).toBeNull();
  });
});

describe('FeedbackStore dialogs', () => {
  test('confirm resolves with the answer; a second confirm cancels the first', async () => {
    const store = new FeedbackStore();
    const first = store.confirm({ title: 't', message: 'm', confirmLabel: 'OK', cancelLabel: 'Cancel' });
    const second = store.confirm({ title: 't2', message: 'm2', confirmLabel: 'OK', cancelLabel: 'Cancel' });
    await expect(first).resolves.toBe(false);
    expect(store.dialog?.title).toBe('t2');
    store.answer(true);
    await expect(second).resolves.toBe(true);
    expect(store.dialog).toBeNull();
  });
});
