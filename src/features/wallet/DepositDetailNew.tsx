import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';

const Section = styled.section`
  margin: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** New deposit detail layout (dep_func 1). The deposit flow itself is a later issue. */
export default function DepositDetailNew() {
  const { t } = useTranslation();
  return (
    <Section aria-label={t('deposit.detailNew')}>
      <h2>{t('deposit.detailNew')}</h2>
    </Section>
  );
}
