import { expect, userEvent, within } from 'storybook/test';
import { en } from './storyText';
import { wpsError, type WpsError, type WpsRequest } from './wpsReplies';

/**
 * A `parameters.wps` reply refused on the first call and answered with `then` after it: the "load failed, then
 * Retry" story. Put `reset` in the story's `beforeEach` so every run starts with the failure again.
 */
export function failOnce<T>(then: T | ((request: WpsRequest) => T), error: WpsError = wpsError('Service unavailable')) {
  let calls = 0;
  return {
    reset: () => {
      calls = 0;
    },
    reply: (request: WpsRequest): T | WpsError => {
      if (calls++ === 0) return error;
      return typeof then === 'function' ? (then as (request: WpsRequest) => T)(request) : then;
    },
  };
}

/** A Loading story's play: the screen shows the loading status (`AsyncView`'s `Loading`). */
export async function playLoading({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(en('app.loading'));
}

/** The failed state's alert says so; taps its Retry. Resolves to the canvas queries, to check what loaded. */
export async function retryFailedLoad(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('alert')).toHaveTextContent(en('app.loadFailed'));
  await userEvent.click(canvas.getByRole('button', { name: en('app.retry') }));
  return canvas;
}
