import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';

export type RecordStateId = 'pending' | 'paid' | 'failed' | 'expired' | 'rejected';

const TONE = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  rejected: 'danger',
  expired: 'textMuted',
} as const;

const Badge = styled.span<{ tone: (typeof TONE)[RecordStateId] }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.spacing.sm};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, tone }) => theme.colors[tone]};
  font-size: ${({ theme }) => theme.font.sizeSm};
  white-space: nowrap;
`;

/** The state of a deposit order or withdrawal as a coloured word (the word carries the meaning, not the colour). */
export function RecordState({ state }: { state: RecordStateId }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[state]}>{t(`records.state.${state}`)}</Badge>;
}
