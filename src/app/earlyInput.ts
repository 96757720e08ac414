// What the player does to a server-rendered page before it is hydrated (docs/performance.md, "Server-side rendering"):
// the page looks ready before its scripts are, so taps and typing in that moment are kept and handed to the app once
// it is, rather than lost or acted on by the browser alone.

/**
 * Holds taps (clicks) and form submissions inside the root until `stop` is called: without this a tap before
 * hydration does nothing, and Enter in a form submits it the browser's way (a GET of the page with the fields in the
 * URL). Links are left to navigate as links do. `stop` returns a function that replays the last held tap or
 * submission.
 */
export function holdEarlyActions(root: HTMLElement): { stop: () => () => void } {
  let held: { target: Element; submit: boolean } | undefined;
  const hold = (event: Event) => {
    const target = event.target as Element;
    const submit = event.type === 'submit';
    if (!submit && target.closest('a[href]') && !target.closest('button')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = { target, submit };
  };
  root.addEventListener('click', hold, true);
  root.addEventListener('submit', hold, true);
  return {
    stop: () => {
      root.removeEventListener('click', hold, true);
      root.removeEventListener('submit', hold, true);
      const action = held;
      return () => {
        if (!action?.target.isConnected) return;
        if (action.submit && action.target instanceof HTMLFormElement) action.target.requestSubmit();
        else if (action.target instanceof HTMLElement) action.target.click();
      };
    },
  };
}

/**
 * Fields the player filled in before the page hydrated, or the browser autofilled: React keeps what is in the field
 * but does not tell the form (React 19.3 replays these changes only behind a flag), so the form's state would miss it
 * and the next render would wipe it. Each such field is sent through the events React listens to, so its onChange
 * sees the value. Called right after hydration, before anything re-renders the fields.
 */
export function replayEarlyInput(root: HTMLElement): void {
  const valueSetter = (proto: object) => Object.getOwnPropertyDescriptor(proto, 'value')!.set!;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) continue;
      // React's change tracking compares with the last value it saw: show it the server's, then click to the player's.
      field.checked = field.defaultChecked;
      field.click();
      continue;
    }
    if (field.value === field.defaultValue || (field instanceof HTMLInputElement && field.type === 'file')) continue;
    const value = field.value;
    field.value = field.defaultValue;
    valueSetter(Object.getPrototypeOf(field) as object).call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
