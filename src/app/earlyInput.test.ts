import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps } from './afterPaint';
import { dropEarlyTaps, releaseEarlyTaps } from './earlyInput';

/** A server-rendered page whose taps the page's first script holds, and the app's click handler (told each id). */
function heldPage(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  window.wlEarly = holdEarlyTaps(root);
  const app = vi.fn();
  root.addEventListener('click', (e) => app((e.target as Element).id));
  const el = <T extends HTMLElement = HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
  return { root, app, el };
}

afterEach(() => {
  dropEarlyTaps();
  document.body.innerHTML = '';
});

describe('taps on a server-rendered page before the app is ready', () => {
  it('are held, and the last is replayed once the app is ready; links still navigate', () => {
    const { root, app, el } = heldPage('<button id="a">A</button><button id="b">B</button><a id="l" href="#x">L</a>');
    el('#a').click();
    el('#b').click();
    expect(app).not.toHaveBeenCalled();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    el('#l').dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    expect(app).toHaveBeenCalledTimes(1); // the link's
    releaseEarlyTaps(root);
    expect(app).toHaveBeenLastCalledWith('b');
    expect(app).toHaveBeenCalledTimes(2);
    // No longer held.
    el('#a').click();
    expect(app).toHaveBeenLastCalledWith('a');
  });

  it('a tap on the icon of a button is replayed on the button, found by its place when the app drew it again', () => {
    const { root, app, el } = heldPage('<ul><li><button id="old"><img src="icon.svg" alt="" /></button></li></ul>');
    el('img').click();
    const redrawn = document.createElement('button');
    redrawn.id = 'game';
    el('#old').replaceWith(redrawn);
    releaseEarlyTaps(root);
    expect(app).toHaveBeenCalledWith('game');
  });

  it('a submission is held (no GET of the page with the fields in its URL) and submitted once ready', () => {
    const { root, el } = heldPage('<form><input name="q" /></form>');
    const form = el<HTMLFormElement>('form');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    form.requestSubmit = vi.fn();
    releaseEarlyTaps(root);
    expect(form.requestSubmit).toHaveBeenCalledTimes(1);
  });

  it('a tap into a text field is left to the browser and does not replace the held tap', () => {
    const { root, app, el } = heldPage('<button id="hot">Hot</button><input id="search" type="search" />');
    el('#hot').click();
    const focusTap = new MouseEvent('click', { bubbles: true, cancelable: true });
    el('#search').dispatchEvent(focusTap);
    expect(focusTap.defaultPrevented).toBe(false);
    releaseEarlyTaps(root);
    expect(app).toHaveBeenLastCalledWith('hot');
  });

  it('a tick is held too and reaches the app as a tap once it is ready', () => {
    const { root, el } = heldPage('<label id="row"><input id="c" type="checkbox" /> Remember</label>');
    const box = el<HTMLInputElement>('#c');
    el('#row').click();
    expect(box.checked).toBe(false);
    const changes: boolean[] = [];
    box.addEventListener('change', () => changes.push(box.checked));
    releaseEarlyTaps(root);
    expect(changes).toEqual([true]);
  });

  it('when the app starts afresh instead (start-up failed), nothing is replayed', () => {
    const { root, app, el } = heldPage('<button id="a">A</button>');
    el('#a').click();
    dropEarlyTaps();
    releaseEarlyTaps(root);
    expect(app).not.toHaveBeenCalled();
  });
});
