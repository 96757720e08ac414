import styled from '@emotion/styled';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../../ui/Button';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeXl};
    &:focus {
      outline: none;
    }
  }
`;

/**
 * An editor in place of the list: its heading takes focus when it opens (the content changed under the reader),
 * and "Back to security centre" returns to the list.
 */
export function EditorFrame({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <SecondaryButton type="button" onClick={onClose}>
        {t('security.back')}
      </SecondaryButton>
    </Section>
  );
}
