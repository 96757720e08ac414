import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useBrowserValue } from '../useBrowserValue';

/** No box of its own: the fields stay items of the form's grid. */
const Fieldset = styled.fieldset`
  display: contents;
`;

const inBrowser = () => true;

/**
 * A form's fields and buttons, disabled while the form is only the server's markup. A server-rendered form is in the
 * page before the app's code, so it looks ready first: until the app runs it, nothing can be typed or tapped in it, so
 * nothing the player does is lost (docs/architecture.md, "Start-up"). It is live right after hydration; a form the
 * browser renders is live from the start.
 */
export function LiveFieldset({ children }: { children: ReactNode }) {
  const live = useBrowserValue(inBrowser, false);
  return <Fieldset disabled={!live}>{children}</Fieldset>;
}
