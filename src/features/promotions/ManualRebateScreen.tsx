import type { RebateManualReply } from '@common/generated/api';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRemoteData } from '../../api/useRemoteData';
import { useStores } from '../../stores/StoresContext';
import { useBrandTime } from '../../stores/useBrandTime';
import { PrimaryButton } from '../../ui/Button';
import { FormAlert } from '../../ui/form/FormLayout';
import { useSubmit } from '../../ui/form/useSubmit';
import { AsyncView, EmptyNote } from '../../ui/LoadState';
import { callApi } from '../../api/callApi';
import { idempotencyHeader } from '../../api/idempotencyKey';

import { RebateTable } from './RebateTable';
import { useMoneyText } from './useMoneyText';
import { useRetryKey } from './useRetryKey';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  padding-bottom: ${({ theme }) => theme.spacing.md};
  p {
    margin: 0;
    padding: 0 ${({ theme }) => theme.spacing.md};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: 0 ${({ theme }) => theme.spacing.md};
`;

const DATE_TIME = 'YYYY/MM/DD HH:mm';

/** The server lists every category, with zeros where nothing was bet: a table of zeros says less than "none". */
function RebateSummary({ data, onClaimed }: { data: RebateManualReply; onClaimed: () => void }) {
  const { t } = useTranslation();
  const { wallet } = useStores();
  const { formatDate } = useBrandTime();
  const moneyText = useMoneyText();
  const { busy, problem, run } = useSubmit();
  const key = useRetryKey();

  const claim = () =>
    void run(
      async () => {
        try {
          // A retry with the same key returns the first reply instead of paying again.
          const { value: reply } = await callApi('rebateClaim', { body: {}, headers: idempotencyHeader(key.take()) });
          key.settle();
          return reply;
        } catch (error) {
          key.settle(error);
          throw error;
        }
      },
      {
        loading: t('auth.in_please_wait'),
        onSuccess: (reply) => {
          wallet.setFromDecimal(reply.balance);
          onClaimed();
        },
        success: t('promotions.rebate.claimedToast'),
      },
    );

  return (
    <Page>
      <Muted>
        {data.since === null
          ? t('promotions.rebate.sinceStart', { until: formatDate(data.until, DATE_TIME) })
          : t('promotions.rebate.since', {
              since: formatDate(data.since, DATE_TIME),
              until: formatDate(data.until, DATE_TIME),
            })}
      </Muted>
      {data.lines.some((line) => Number(line.validBet) > 0) ? (
        <RebateTable lines={data.lines} total={data.total} caption={t('promotions.rebate.accrued')} />
      ) : (
        <EmptyNote>{t('promotions.rebate.none')}</EmptyNote>
      )}
      {data.lastClaim && (
        <Muted>
          {t('promotions.rebate.lastClaim', {
            amount: moneyText(data.lastClaim.amount),
            at: formatDate(data.lastClaim.at, DATE_TIME),
          })}
        </Muted>
      )}
      <Actions>
        {!data.canClaim && <Muted>{t('promotions.rebate.minimum', { min: moneyText(data.minClaim) })}</Muted>}
        <FormAlert>{problem}</FormAlert>
        <PrimaryButton type="button" disabled={busy || !data.canClaim} onClick={claim}>
          {t('promotions.rebate.claim', { amount: moneyText(data.total) })}
        </PrimaryButton>
      </Actions>
    </Page>
  );
}

/**
 * /m/member/manualRebate (MANPLAYREB3): the rebate accrued since the last claim, by bet category and rate, and one
 * Claim for all of it. The claim carries an Idempotency-Key kept across a lost answer, so a retry never pays twice;
 * the page then reloads (nothing left to claim) and the header balance is set from the reply.
 */
const ManualRebateScreen = observer(function ManualRebateScreen() {
  const rebate = useRemoteData(async () => (await callApi('rebateManual')).value, []);
  return (
    <AsyncView state={rebate} isEmpty={() => false}>
      {(data) => <RebateSummary data={data} onClaimed={rebate.retry} />}
    </AsyncView>
  );
});

export default ManualRebateScreen;
