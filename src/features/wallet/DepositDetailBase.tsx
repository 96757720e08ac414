import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';

const Section = styled.section`
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Base deposit detail layout (dep_func other than 1). The deposit flow itself is a later issue. */
export default function DepositDetailBase() {
  const { t } = useTranslation();
  return (
    <Section aria-label={t('deposit.detailBase')}>
      <h2>{t('deposit.detailBase')}</h2>
    </Section>
  );
}
