import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';

export type MoneyState = 'pending' | 'paid' | 'failed' | 'expired' | 'rejected';

const Badge = styled.span<{ tone: 'success' | 'warning' | 'danger' | 'textMuted' }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.spacing.sm};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, tone }) => theme.colors[tone]};
  font-size: ${({ theme }) => theme.font.sizeSm};
  white-space: nowrap;
`;

const TONE = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  rejected: 'danger',
  expired: 'textMuted',
} as const;

/** The state of an order or withdrawal as a coloured word (the word carries the meaning, not the colour). */
export function StateBadge({ state }: { state: MoneyState }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[state]}>{t(`wallet.state.${state}`)}</Badge>;
}
