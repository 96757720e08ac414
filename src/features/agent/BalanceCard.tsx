import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents } from '../../i18n/formatMoney';
import { paths } from '../../registry/paths';
import { useStores } from '../../stores/StoresContext';

const Card = styled.section`
  display: grid;
  grid-template-columns: 1fr auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeMd};
    font-weight: 400;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeXl};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

const Shortcut = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-decoration: none;
`;

/** The total balance (sumBalance, 2 decimals, brand currency) with the withdraw and deposit shortcuts. */
export const BalanceCard = observer(function BalanceCard() {
  const { wallet, settings } = useStores();
  const { t } = useTranslation();
  const cents = wallet.balanceCents;
  return (
    <Card aria-labelledby="agent-balance">
      <div>
        <h2 id="agent-balance">{t('agent.home.balance')}</h2>
        <p aria-live="polite">{cents === undefined ? '—' : formatCents(cents, settings.brand.currency.symbol)}</p>
      </div>
      <Shortcut to={paths.withdraw}>{t('agent.home.withdraw')}</Shortcut>
      <Shortcut to={paths.voucherCenter}>{t('agent.home.deposit')}</Shortcut>
    </Card>
  );
});
