// What the player does to a server-rendered page before it is hydrated (docs/performance.md, "Server-side rendering"):
// the page looks ready before its scripts are, so taps and typing in that moment are kept and handed to the app once
// it is, rather than lost or acted on by the browser alone.

import { flushSync } from 'react-dom';

type Held = { target: Element; submit: boolean; path?: number[] };

/** Acts on a held tap or submission once React has taken over its element (found again by `find` if redrawn). */
function replay(root: HTMLElement, action: Held, find: () => Element | undefined) {
  void whenHydrated(find).then((target) => {
    if (target) tellMissedFields(root);
    if (action.submit && target instanceof HTMLFormElement) target.requestSubmit();
    else if (target instanceof HTMLElement) target.click();
  });
}

/** What a tap acts on. */
const ACTIONABLE = 'button, [role="button"], input[type="submit"], input[type="button"], summary';

/** After the first screen hydrates, how long taps on parts of the page still hydrating are held for them. */
const LATE_PARTS_MS = 5_000;

/**
 * Holds taps (clicks) and form submissions inside the root until `stop` is called: without this a tap before
 * hydration does nothing, and Enter in a form submits it the browser's way (a GET of the page with the fields in the
 * URL). Links are left to navigate as links do. `stop` (the first screen is hydrated) returns a function that replays
 * the last held tap or submission once the app is ready; taps until then are held too. After that, for a few
 * seconds, a tap on a part of the page that is still hydrating (a section whose code loads after the screen's) is
 * held until that part is hydrated, then replayed: React would drop it.
 */
export function holdEarlyActions(root: HTMLElement): { stop: () => () => void; typed: Typed } {
  // What the player typed before React had each field (its own change handling ignores it). A re-render of a form
  // after hydration sets its controlled fields back to the form's state, so the value is kept here, not read later.
  const typed: Typed = new Map(changedFields(root).map((entry) => [entry.field, entry]));
  let stopped = false;
  // Every value until the replay, the latest kept: one typed before hydration is seen by React as its own starting
  // value (no onChange then, even on blur), so it is not "handled" just because React has the field by then.
  const note = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field, snapshot(field));
  };
  root.addEventListener('input', note, true);
  root.addEventListener('change', note, true);
  // The server-rendered page's first script may have been holding them already (src/app/afterPaint.ts).
  const before = window.wlEarly;
  before?.stop();
  delete window.wlEarly;
  // The button tapped, not the icon or text in it: the app may draw those again (an image once loaded) while the
  // button stays. Where it is now, as the app may draw that part of the page again before the tap is replayed.
  const heldAt = (target: Element, submit: boolean): Held => {
    const tapped = submit ? target : (target.closest(ACTIONABLE) ?? target);
    return { target: tapped, submit, path: pathOf(root, tapped) };
  };
  let held: Held | undefined = before?.held && heldAt(before.held.target, before.held.submit);
  // Between the first screen's hydration (`stop`) and the app's stored state being in (the replay `stop` returns),
  // a tap on a hydrated button is still held: the app would act on it signed out, in the page's language.
  let released = false;
  const hold = (event: Event) => {
    const target = event.target as Element;
    const submit = event.type === 'submit';
    if (!submit && target.closest('a[href]') && !target.closest('button')) return;
    const hydrated = stopped && isHydrated(target);
    // A field typed in while its part of the page was hydrating may have been dropped by React: tell it before the tap.
    if (stopped) tellMissedFields(root);
    if (hydrated && released) return;
    // A checkbox or radio (or its label) toggles as the player expects; React is told once it has the field.
    const field = !submit && checkableOf(target);
    if (field) {
      if (hydrated) return;
      const left = snapshot(field);
      if (stopped) void whenHydrated(() => (field.isConnected ? field : undefined)).then(() => replayField(left));
      return;
    }
    if (!submit && target.closest('label')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const action = heldAt(target, submit);
    if (released) replay(root, action, () => (action.target.isConnected ? action.target : undefined));
    else held = action;
  };
  root.addEventListener('click', hold, true);
  root.addEventListener('submit', hold, true);
  return {
    stop: () => {
      stopped = true;
      setTimeout(() => {
        root.removeEventListener('click', hold, true);
        root.removeEventListener('submit', hold, true);
        root.removeEventListener('input', note, true);
        root.removeEventListener('change', note, true);
      }, LATE_PARTS_MS);
      return () => {
        released = true;
        const action = held;
        const path = action?.path;
        if (action && path) replay(root, action, () => (action.target.isConnected ? action.target : at(root, path)));
      };
    },
    typed,
  };
}

/** The checkbox or radio a tap on `target` toggles (itself, or the control of the label it is in). */
function checkableOf(target: Element): HTMLInputElement | undefined {
  const control = target instanceof HTMLInputElement ? target : target.closest('label')?.control;
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
    ? control
    : undefined;
}

/** Whether React has hydrated (or rendered) an element: it keeps its fiber on the node. */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** Longest a held tap waits for its part of the page to hydrate. */
const HYDRATION_WAIT_MS = 5_000;

/** The element `find` returns, once React has hydrated it (undefined if it does not within a few seconds). */
async function whenHydrated(find: () => Element | undefined): Promise<Element | undefined> {
  for (const started = Date.now(); Date.now() - started < HYDRATION_WAIT_MS;) {
    const element = find();
    if (element && isHydrated(element)) return element;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

/** The child indexes from `root` down to `element`, or undefined when it is not inside. */
function pathOf(root: Element, element: Element): number[] | undefined {
  const path: number[] = [];
  for (let node: Element | null = element; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return undefined;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

/** The element at a path of child indexes from `root`. */
const at = (root: Element, path: number[]) =>
  path.reduce<Element | undefined>((node, index) => node?.children[index], root);

/**
 * Fields the player filled in before the page hydrated, or the browser autofilled (`typed`, kept by
 * `holdEarlyActions` as they change): React keeps what is in the field
 * but does not tell the form (React 19.3 replays these changes only behind a flag), so the form's state would miss it
 * and the next render would wipe it. Each such field is sent through the events React listens to, so its onChange
 * sees the value: at once when React has hydrated it, else once it has (the promise settles when every field is in,
 * so a held tap on Log in is replayed after them). Called right after the first screen hydrates, before anything
 * re-renders its fields.
 */
export function replayEarlyInput(typed: Typed): Promise<void> {
  // Every field as the player left it, read before any is replayed: a replayed change re-renders its form, and React
  // then sets each controlled field of the form back to the form's state (the password typed after the username).
  // Only fields of the server's page: one the app drew since is React's own, whatever its default.
  const left = [...typed.values()];
  const later: Promise<void>[] = [];
  for (const entry of left) {
    if (!entry.field.isConnected) continue;
    const { field } = entry;
    if (isHydrated(field)) replayField(entry);
    else later.push(whenHydrated(() => (field.isConnected ? field : undefined)).then(() => replayField(entry)));
  }
  return Promise.all(later).then(() => undefined);
}

type Field = HTMLInputElement | HTMLTextAreaElement;
/** Fields the player changed until the replay, each as last left. */
export type Typed = Map<Field, LeftAs>;

/** The fields of `root` whose value (or tick) differs from the server's. */
const changedFields = (root: HTMLElement): LeftAs[] =>
  [...root.querySelectorAll<Field>('input, textarea')]
    .filter((field) => !(field instanceof HTMLInputElement && field.type === 'file'))
    .map(snapshot)
    .filter(({ field, value, checked }) =>
      isCheckable(field) ? checked !== field.defaultChecked : value !== field.defaultValue,
    );
interface LeftAs {
  field: Field;
  value: string;
  checked: boolean;
}

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const snapshot = (field: Field): LeftAs => ({
  field,
  value: field.value,
  checked: field instanceof HTMLInputElement && field.checked,
});

/**
 * Text fields whose value React has not seen: it keeps the last value it saw on each field (`_valueTracker`, what its
 * own change detection compares), and an input event it dropped (the field's part not yet hydrated) leaves them apart.
 */
function tellMissedFields(root: HTMLElement) {
  for (const field of root.querySelectorAll<Field>('input, textarea')) {
    const seen = (field as Field & { _valueTracker?: { getValue(): string } })._valueTracker?.getValue();
    if (isCheckable(field) || seen === undefined || seen === field.value) continue;
    flushSync(() => field.dispatchEvent(new Event('input', { bubbles: true })));
  }
}

/** Tells React about one field: from the server's value (what React last saw) to the player's. */
function replayField({ field, value, checked }: LeftAs) {
  if (isCheckable(field)) {
    field.checked = field.defaultChecked;
    if (checked !== field.defaultChecked) flushSync(() => field.click());
    return;
  }
  if (value === field.defaultValue) return;
  // React's change tracking compares with the last value it saw: show it the server's, then set the player's past it.
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(field, value);
  // Rendered before the next field's.
  flushSync(() => field.dispatchEvent(new Event('input', { bubbles: true })));
}
