import styled from '@emotion/styled';
import { useId, type ElementType, type ReactNode } from 'react';

/** A heading as plain as its button's text; an owner may size it (`h2 { font-size }` on the item). */
const Heading = styled.h2`
  margin: 0;
  font-size: inherit;
`;

/** The disclosure button's base look: a full-width, plain, left-aligned row. Owners extend it with `styled(…)`. */
export const DisclosureToggle = styled.button`
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-align: left;
  cursor: pointer;
`;

/**
 * A heading whose button shows or hides the panel after it (WAI-ARIA disclosure / accordion item): the button
 * carries aria-expanded and aria-controls, the panel is `hidden` while closed. Open state is the owner's (one open
 * at a time in an accordion, or a `useState` per item). Render costly content only `open &&` if it need not be in
 * the page while closed.
 */
export function Disclosure({
  summary,
  open,
  onToggle,
  children,
  region = false,
  toggle: Toggle = DisclosureToggle,
  panel: Panel = 'div',
}: {
  /** What the button says. */
  summary: ReactNode;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  /** A region named by its button (accordions of a few long panels); plain otherwise. */
  region?: boolean;
  /** The button, usually `styled(DisclosureToggle)`. */
  toggle?: ElementType;
  /** The panel element or a styled one. */
  panel?: ElementType;
}) {
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  const labelled = region ? { role: 'region', 'aria-labelledby': buttonId } : {};
  return (
    <>
      <Heading>
        <Toggle type="button" id={buttonId} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          {summary}
        </Toggle>
      </Heading>
      <Panel id={panelId} hidden={!open} {...labelled}>
        {children}
      </Panel>
    </>
  );
}
