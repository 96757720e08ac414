import styled from '@emotion/styled';
import type { HelpCentreReply } from '@common/generated/api';
import { Disclosure, DisclosureToggle } from '../../ui/Disclosure';
import { SafeHtml } from '../../ui/SafeHtml';

const List = styled.div`
  margin: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
  h2 + div,
  div + h2 {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Toggle = styled(DisclosureToggle)`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  /* The open entry is marked by a bar in the brand colour (text stays in the contrast-checked text colour). */
  &[aria-expanded='true'] {
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;

/** The chevron turns down on the open entry; hidden from screen readers (aria-expanded says it). */
const Chevron = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  transition: transform 0.2s;
  [aria-expanded='true'] > & {
    transform: rotate(90deg);
  }
`;

const Answer = styled(SafeHtml)`
  padding: 0 ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.5;
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
`;

/** The help entries as an accordion: one open at a time (`active`); tapping another asks to open it. */
export function HelpEntries({
  entries,
  active,
  onOpen,
  label,
}: {
  entries: readonly HelpCentreReply[number][];
  active: number;
  onOpen: (index: number) => void;
  label: string;
}) {
  return (
    <List role="group" aria-label={label}>
      {entries.map((entry, index) => (
        <Disclosure
          // Entries have no id: their place in the list is what `?i=` names.
          key={index}
          summary={
            <>
              <span>{entry.title}</span>
              <Chevron aria-hidden="true">›</Chevron>
            </>
          }
          open={index === active}
          onToggle={() => onOpen(index)}
          toggle={Toggle}
          region
        >
          <Answer html={entry.content} />
        </Disclosure>
      ))}
    </List>
  );
}
