import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useBrandTime } from '../../stores/useBrandTime';
import { SecondaryButton } from '../../ui/Button';
import type { Reward } from '@common/generated/api';
import { useMoneyText } from './useMoneyText';

const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

const Amount = styled.strong`
  font-size: ${({ theme }) => theme.font.sizeLg};
  color: ${({ theme }) => theme.colors.success};
`;

const Side = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.spacing.xs};
  grid-row: span 3;
`;

const DATE_TIME = 'YYYY/MM/DD HH:mm';

/** One reward: title, when it was issued, when it expires (or that it does not), and Claim while it is issued. */
export function RewardItem({ reward, busy, onClaim }: { reward: Reward; busy: boolean; onClaim: () => void }) {
  const { t } = useTranslation();
  const { formatDate } = useBrandTime();
  const moneyText = useMoneyText();
  const headingId = `reward-${reward.id}`;
  return (
    <Item>
      <h2 id={headingId}>{reward.title}</h2>
      <Side>
        <Amount>{moneyText(reward.amount)}</Amount>
        {reward.state === 'issued' ? (
          <SecondaryButton
            type="button"
            disabled={busy}
            aria-label={t('promotions.rewards.claimOne', { title: reward.title })}
            onClick={onClaim}
          >
            {t('promotions.rewards.claim')}
          </SecondaryButton>
        ) : (
          <span>{t(`promotions.rewards.state.${reward.state}`)}</span>
        )}
      </Side>
      <p>{t('promotions.rewards.issuedAt', { at: formatDate(reward.issuedAt, DATE_TIME) })}</p>
      <p>
        {reward.state === 'claimed' && reward.claimedAt !== undefined
          ? t('promotions.rewards.claimedAt', { at: formatDate(reward.claimedAt, DATE_TIME) })
          : reward.expiresAt === null
            ? t('promotions.rewards.noExpiry')
            : t(reward.state === 'expired' ? 'promotions.rewards.expiredAt' : 'promotions.rewards.expiresAt', {
                at: formatDate(reward.expiresAt, DATE_TIME),
              })}
      </p>
      {reward.turnover && <p>{t('promotions.rewards.turnover')}</p>}
    </Item>
  );
}
