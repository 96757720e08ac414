import { ThemeProvider } from '@emotion/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { FeedbackStore } from '../../stores/FeedbackStore';
import { createTheme } from '../../theme/createTheme';
import { FeedbackHost } from './FeedbackHost';

const renderHost = (store: FeedbackStore) =>
  render(
    <ThemeProvider theme={createTheme('test', {})}>
      <FeedbackHost store={store} />
    </ThemeProvider>,
  );

describe('FeedbackHost', () => {
  test('toasts are announced in a status region', () => {
    const store = new FeedbackStore();
    renderHost(store);
    act(() => void store.showToast({ kind: 'success', message: 'Change saved' }));
    expect(screen.getByRole('status')).toHaveTextContent('Change saved');
  });

  test('a confirmation is an alert dialog; Cancel answers false, Submit true', async () => {
    const store = new FeedbackStore();
    renderHost(store);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = store.confirm({ title: 'Prompt', message: 'Sign out?', confirmLabel: 'Submit', cancelLabel: 'Cancel' });
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Prompt' });
    expect(dialog).toHaveAccessibleDescription('Sign out?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    act(() => {
      answer = store.confirm({ title: 'Prompt', message: 'Sign out?', confirmLabel: 'Submit', cancelLabel: 'Cancel' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(answer).resolves.toBe(true);
  });

  test('an alert has only its confirm button', () => {
    const store = new FeedbackStore();
    renderHost(store);
    act(() => void store.alert({ title: 'Confirmation', message: 'Not the same', confirmLabel: 'Confirm' }));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Confirm']);
  });
});
