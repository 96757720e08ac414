import type { AgentContract } from '@common/generated/api';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandTime } from '../../../stores/useBrandTime';
import { ContractTermsTable } from '../ContractTermsTable';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

/** A contract: who it is with, its state and dates, its tiers, and any actions (accept, decline). */
export function ContractCard({
  contract,
  title,
  children,
}: {
  contract: AgentContract;
  title: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { formatDate } = useBrandTime();
  return (
    <Card aria-label={title}>
      <h3>{title}</h3>
      <p>
        {t(`agent.contract.status.${contract.status}`)} ·{' '}
        {t('agent.contract.offeredOn', { date: formatDate(contract.createdAt) })}
        {contract.decidedAt !== undefined &&
          ` · ${t('agent.contract.decidedOn', { date: formatDate(contract.decidedAt) })}`}
      </p>
      <ContractTermsTable kind={contract.kind} terms={contract.terms} />
      {children}
    </Card>
  );
}
