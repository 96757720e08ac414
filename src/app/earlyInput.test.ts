import { describe, expect, it, vi } from 'vitest';
import { holdEarlyActions, replayEarlyInput } from './earlyInput';

/** A server-rendered page React has not hydrated yet. */
function unhydrated(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/** A page whose elements React has hydrated (it keeps a fiber on each node). */
function page(html: string) {
  const root = unhydrated(html);
  for (const element of root.querySelectorAll('*')) Object.assign(element, { __reactFiber$test: {} });
  return root;
}

/** A hydrated page whose early taps are held, and the app's click handler, told the id of each element clicked. */
function heldPage(html: string) {
  const root = page(html);
  const early = holdEarlyActions(root);
  const app = vi.fn();
  root.addEventListener('click', (e) => app((e.target as Element).id));
  return { root, early, app };
}

describe('early input on a server-rendered page', () => {
  it('holds a tap until the app is ready, then replays the last one; links still navigate', async () => {
    const { root, early, app } = heldPage(
      '<button id="a">A</button><button id="b">B</button><a id="l" href="#x">L</a>',
    );
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

  it('holds a tap on a hydrated button until the app has its stored state (signed in), not only until hydration', async () => {
    const { root, early, app } = heldPage('<button id="game">Play</button>');
    const replay = early.stop();
    root.querySelector<HTMLElement>('#game')!.click();
    expect(app).not.toHaveBeenCalled();
    replay();
    await vi.waitFor(() => expect(app).toHaveBeenCalledWith('game'));
    root.querySelector<HTMLElement>('#game')!.click();
    expect(app).toHaveBeenCalledTimes(2);
  });

  it('replays a tap on the icon of a button on the button, when the app has drawn the icon again', async () => {
    const { root, early, app } = heldPage('<button id="game"><img src="icon.svg" alt="" /></button>');
    root.querySelector('img')!.click();
    const replay = early.stop();
    root.querySelector('img')!.replaceWith(document.createElement('img'));
    replay();
    await vi.waitFor(() => expect(app).toHaveBeenCalledWith('game'));
  });

  it('tells the app about a field it dropped the typing of, before a tap acts on the form', () => {
    const root = page('<input id="password" /><button id="login">Log in</button>');
    const password = root.querySelector<HTMLInputElement>('#password')!;
    // React's record of the last value it saw: the typing happened while it was still hydrating that part.
    Object.assign(password, { _valueTracker: { getValue: () => '' } });
    const early = holdEarlyActions(root);
    early.stop()();
    password.value = 'Secret123!';
    const seen: string[] = [];
    root.addEventListener('input', (e) => seen.push(`input ${(e.target as HTMLInputElement).value}`));
    root.addEventListener('click', (e) => seen.push(`click ${(e.target as Element).id}`));
    root.querySelector<HTMLElement>('#login')!.click();
    expect(seen).toEqual(['input Secret123!', 'click login']);
  });

  it('replays a field typed before hydration even when its change event (on blur) comes after', async () => {
    const root = unhydrated('<input id="p" type="password" value="" />');
    const password = root.querySelector<HTMLInputElement>('#p')!;
    password.value = 'Secret123!';
    const early = holdEarlyActions(root);
    // Hydrated: React took the typed value as its starting one, so the blur's change event tells the form nothing.
    Object.assign(password, { __reactFiber$test: {}, _valueTracker: { getValue: () => 'Secret123!' } });
    const replayTap = early.stop();
    password.dispatchEvent(new Event('change', { bubbles: true }));
    const seen: string[] = [];
    root.addEventListener('input', (e) => seen.push((e.target as HTMLInputElement).value));
    await replayEarlyInput(early.typed);
    replayTap();
    expect(seen).toEqual(['Secret123!']);
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
    replayEarlyInput(holdEarlyActions(root).typed);
    expect(seen).toEqual(['typed=demo', 'box:true', 'box=on']);
    expect(typed.value).toBe('demo');
    expect(box.checked).toBe(true);
  });

  it('a field React has not hydrated yet is replayed once it is', async () => {
    const root = unhydrated('<input id="late" value="" />');
    const late = root.querySelector<HTMLInputElement>('#late')!;
    late.value = 'typed';
    const seen: string[] = [];
    root.addEventListener('input', () => seen.push(late.value));
    const allIn = replayEarlyInput(holdEarlyActions(root).typed);
    expect(seen).toEqual([]);
    Object.assign(late, { __reactFiber$test: {} });
    // The promise a held tap waits for settles only once the late field is in.
    await allIn;
    expect(seen).toEqual(['typed']);
  });
});

describe('checkboxes before hydration', () => {
  it('a tap toggles the box as the browser does; the app is told once the field is hydrated', async () => {
    const root = unhydrated('<label><input id="c" type="checkbox" /> Remember</label><button id="b">B</button>');
    const early = holdEarlyActions(root);
    const box = root.querySelector<HTMLInputElement>('#c')!;
    root.querySelector('label')!.click();
    expect(box.checked).toBe(true);
    const changes: boolean[] = [];
    root.addEventListener('click', () => changes.push(box.checked));
    early.stop();
    Object.assign(box, { __reactFiber$test: {} });
    await replayEarlyInput(early.typed);
    // Shown to React as the server's state, then clicked to the player's.
    expect(changes).toEqual([true]);
    expect(box.checked).toBe(true);
  });
});

describe('typing before hydration, then a re-render', () => {
  it('a value the form wiped before the replay is still handed to the app', async () => {
    const root = unhydrated('<input id="u" value="" /><input id="p" type="password" value="" />');
    const early = holdEarlyActions(root);
    const user = root.querySelector<HTMLInputElement>('#u')!;
    user.value = 'demo';
    user.dispatchEvent(new Event('input', { bubbles: true }));
    // Hydrated; the password typed now goes through React, whose re-render puts the form's state ('') in the username.
    for (const field of root.querySelectorAll('input')) Object.assign(field, { __reactFiber$test: {} });
    user.value = '';
    const seen: string[] = [];
    root.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).value));
    early.stop();
    await replayEarlyInput(early.typed);
    expect(seen).toEqual(['demo']);
    expect(user.value).toBe('demo');
  });
});
