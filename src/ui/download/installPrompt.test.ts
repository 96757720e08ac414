import { afterEach, expect, test, vi } from 'vitest';
import { listenForInstallPrompt, offerInstall } from './installPrompt';

let stop: () => void = () => undefined;
afterEach(() => stop());

const offer = () =>
  Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: vi.fn(async () => undefined) });

test("the browser's install offer is kept and shown once, on request", () => {
  stop = listenForInstallPrompt();
  expect(offerInstall()).toBe(false);
  const event = offer();
  window.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  expect(offerInstall()).toBe(true);
  expect(event.prompt).toHaveBeenCalledTimes(1);
  expect(offerInstall()).toBe(false);
});

test('an installed app is offered nothing', () => {
  stop = listenForInstallPrompt();
  const event = offer();
  window.dispatchEvent(event);
  window.dispatchEvent(new Event('appinstalled'));
  expect(offerInstall()).toBe(false);
  expect(event.prompt).not.toHaveBeenCalled();
});
