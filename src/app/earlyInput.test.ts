import { describe, expect, it, vi } from 'vitest';
import { holdEarlyActions, replayEarlyInput } from './earlyInput';

/** A page whose elements React has hydrated (it keeps a fiber on each node). */
function page(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  for (const element of root.querySelectorAll('*')) Object.assign(element, { __reactFiber$test: {} });
  document.body.append(root);
  return root;
}

describe('early input on a server-rendered page', () => {
  it('holds a tap until the app is ready, then replays the last one; links still navigate', async () => {
    const root = page('<button id="a">A</button><button id="b">B</button><a id="l" href="#x">L</a>');
    const early = holdEarlyActions(root);
    const app = vi.fn();
    root.addEventListener('click', (e) => app((e.target as Element).id));
    root.querySelector<HTMLElement>('#a')!.click();
    root.querySelector<HTMLElement>('#b')!.click();
    expect(app).not.toHaveBeenCalled();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('#l')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const replay = early.stop();
    expect(app).toHaveBeenCalledTimes(1); // the link's
    replay();
    await vi.waitFor(() => expect(app).toHaveBeenLastCalledWith('b'));
    expect(app).toHaveBeenCalledTimes(2);
  });

  it('holds a submission (no GET of the page with the fields in its URL) and submits once ready', async () => {
    const root = page('<form><input name="password" /></form>');
    const early = holdEarlyActions(root);
    const form = root.querySelector('form')!;
    const submitted = vi.fn((e: Event) => e.preventDefault());
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    form.addEventListener('submit', submitted);
    const replay = early.stop();
    expect(submitted).not.toHaveBeenCalled();
    form.requestSubmit = vi.fn(() => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    replay();
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  });

  it('tells the app about fields changed before hydration, and only those', () => {
    const root = page('<input id="typed" value="" /><input id="same" value="x" /><input id="box" type="checkbox" />');
    const typed = root.querySelector<HTMLInputElement>('#typed')!;
    const box = root.querySelector<HTMLInputElement>('#box')!;
    typed.value = 'demo';
    box.checked = true;
    const seen: string[] = [];
    root.addEventListener('input', (e) =>
      seen.push(`${(e.target as HTMLInputElement).id}=${(e.target as HTMLInputElement).value}`),
    );
    root.addEventListener('click', (e) =>
      seen.push(`${(e.target as HTMLInputElement).id}:${(e.target as HTMLInputElement).checked}`),
    );
    replayEarlyInput(root);
    expect(seen).toEqual(['typed=demo', 'box:true', 'box=on']);
    expect(typed.value).toBe('demo');
    expect(box.checked).toBe(true);
  });

  it('a field React has not hydrated yet is replayed once it is', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<input id="late" value="" />';
    document.body.append(root);
    const late = root.querySelector<HTMLInputElement>('#late')!;
    late.value = 'typed';
    const seen: string[] = [];
    root.addEventListener('input', () => seen.push(late.value));
    const allIn = replayEarlyInput(root);
    expect(seen).toEqual([]);
    Object.assign(late, { __reactFiber$test: {} });
    // The promise a held tap waits for settles only once the late field is in.
    await allIn;
    expect(seen).toEqual(['typed']);
  });
});

describe('checkboxes before hydration', () => {
  it('a tap toggles the box as the browser does; the app is told once the field is hydrated', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<label><input id="c" type="checkbox" /> Remember</label><button id="b">B</button>';
    document.body.append(root);
    const early = holdEarlyActions(root);
    const box = root.querySelector<HTMLInputElement>('#c')!;
    root.querySelector('label')!.click();
    expect(box.checked).toBe(true);
    const changes: boolean[] = [];
    root.addEventListener('click', () => changes.push(box.checked));
    early.stop();
    Object.assign(box, { __reactFiber$test: {} });
    await replayEarlyInput(root);
    // Shown to React as the server's state, then clicked to the player's.
    expect(changes).toEqual([true]);
    expect(box.checked).toBe(true);
  });
});
