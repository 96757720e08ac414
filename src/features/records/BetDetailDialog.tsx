import styled from '@emotion/styled';
import type { RecordBet } from '@common/generated/api';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/callApi';
import { useRemoteData } from '../../api/useRemoteData';
import { useStores } from '../../stores/StoresContext';
import { useBrandTime } from '../../stores/useBrandTime';
import { AsyncView } from '../../ui/LoadState';
import { Modal } from '../../ui/Modal';
import { categoryLabel, gameName } from './betText';
import { Facts, Signed } from './recordsLayout';
import { useRecordMoney } from './useRecordMoney';

const TIME = 'YYYY-MM-DD HH:mm:ss';

const Sheet = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-top: ${({ theme }) => theme.spacing.md};
`;

/**
 * A bet's detail sheet: a modal dialog (native <dialog>: focus moves in, Escape closes, focus returns to the row).
 * What the row already knows shows at once; where the money moved (source, game type, ledger transaction) loads.
 */
export const BetDetailDialog = observer(function BetDetailDialog({
  bet,
  onClose,
}: {
  bet: RecordBet | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { ui } = useStores();
  const { money, signed, cents } = useRecordMoney();
  const { formatDate } = useBrandTime();
  return (
    <Modal
      open={bet !== undefined}
      title={t('records.bets.detail')}
      closeLabel={t('records.bets.close')}
      onClose={onClose}
    >
      {bet && (
        <Sheet>
          <Facts>
            <dt>{t('records.bets.betNo')}</dt>
            <dd>{bet.betNo}</dd>
            <dt>{t('records.bets.game')}</dt>
            <dd>{gameName(bet, ui.language)}</dd>
            <dt>{t('records.bets.vendor')}</dt>
            <dd>{bet.vendorName ?? bet.vendor}</dd>
            <dt>{t('records.bets.category')}</dt>
            <dd>{categoryLabel(t, bet.category)}</dd>
            <dt>{t('records.bets.status')}</dt>
            <dd>{t(`records.bets.statuses.${bet.status}`)}</dd>
            <dt>{t('records.bets.stake')}</dt>
            <dd>{money(bet.stake)}</dd>
            <dt>{t('records.bets.validStake')}</dt>
            <dd>{money(bet.validStake)}</dd>
            <dt>{t('records.bets.win')}</dt>
            <dd>{money(bet.win)}</dd>
            <dt>{t('records.bets.net')}</dt>
            <dd>
              <Signed sign={Math.sign(cents(bet.net))}>{signed(bet.net)}</Signed>
            </dd>
            <dt>{t('records.bets.placedAt')}</dt>
            <dd>{formatDate(bet.placedAt, TIME)}</dd>
            {bet.settledAt !== undefined && (
              <>
                <dt>{t('records.bets.settledAt')}</dt>
                <dd>{formatDate(bet.settledAt, TIME)}</dd>
              </>
            )}
          </Facts>
          <BetExtras key={bet.betNo} betNo={bet.betNo} />
        </Sheet>
      )}
    </Modal>
  );
});

/** Where a bet's money moved, loaded per bet (keyed by its number, so one bet's facts never show under another). */
function BetExtras({ betNo }: { betNo: string }) {
  const { t } = useTranslation();
  const detail = useRemoteData(async () => (await callApi('recordBet', { params: { betNo } })).value, [betNo]);

  return (
    <AsyncView state={detail}>
      {(d) => (
        <Facts>
          <dt>{t('records.bets.source')}</dt>
          <dd>{t(`records.bets.sources.${d.source}`)}</dd>
          {d.gameType && (
            <>
              <dt>{t('records.bets.gameType')}</dt>
              <dd>{categoryLabel(t, d.gameType)}</dd>
            </>
          )}
          {d.txnId !== undefined && (
            <>
              <dt>{t('records.bets.txn')}</dt>
              <dd>{d.txnId}</dd>
            </>
          )}
        </Facts>
      )}
    </AsyncView>
  );
}
