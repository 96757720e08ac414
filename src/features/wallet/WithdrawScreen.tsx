import { decimalToCents } from '@common/money';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WithdrawInfoReply } from '@common/generated/api';
import { callApi } from '../../api/callApi';
import { useRemoteData } from '../../api/useRemoteData';
import { paths, withQuery } from '../../registry/paths';
import { useStores } from '../../stores/StoresContext';
import { AsyncView } from '../../ui/LoadState';
import { useBalanceOnReturn } from './useMoney';
import { FreeAccountNotice, WalletAccess } from './WalletAccess';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawSummary } from './WithdrawSummary';
import { Card, Notice, WalletPage } from './walletLayout';
import { isTrialRefusal } from './walletRefusals';

/** What stops a withdrawal before the form: no card, no payment password, or the password lock. */
function Blockers({ info }: { info: WithdrawInfoReply }) {
  const { t } = useTranslation();
  const lockMinutes = info.paymentPasswordRetryAfter && Math.ceil(info.paymentPasswordRetryAfter / 60);
  return (
    <>
      {info.bankCards.length === 0 && (
        <Card aria-label={t('wallet.withdraw.addCard')}>
          <p>{t('wallet.withdraw.noCard')}</p>
          <Link to={withQuery(paths.securityCenter, { edit: 'bankCards' })}>{t('wallet.withdraw.addCard')}</Link>
        </Card>
      )}
      {!info.paymentPasswordSet && (
        <Card aria-label={t('wallet.password.set')}>
          <p>{t('wallet.withdraw.noPassword')}</p>
          <Link to={withQuery(paths.securityCenter, { edit: 'paymentPassword' })}>{t('wallet.password.set')}</Link>
        </Card>
      )}
      {lockMinutes ? <Notice role="alert">{t('wallet.password.locked', { count: lockMinutes })}</Notice> : null}
    </>
  );
}

const WithdrawContent = observer(function WithdrawContent() {
  const { wallet, feedback } = useStores();
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const info = useRemoteData(async () => (await callApi('withdrawInfo')).value, [round]);
  const withdrawals = useRemoteData(
    async () => (await callApi('withdrawals', { query: { pageNo: 1, pageSize: 10 } })).value.list,
    [round],
  );

  if (isTrialRefusal(info.error)) return <FreeAccountNotice />;
  const waitingCents = (withdrawals.data ?? [])
    .filter((w) => w.state === 'pending')
    .reduce((sum, w) => sum + (decimalToCents(w.amount) ?? 0), 0);
  return (
    <>
      <AsyncView state={info}>
        {(data) => (
          <>
            <WithdrawSummary info={data} waitingCents={waitingCents} />
            <Blockers info={data} />
            {data.bankCards.length > 0 && data.paymentPasswordSet && (
              <WithdrawForm
                info={data}
                locked={Boolean(data.paymentPasswordRetryAfter)}
                onDone={(reply) => {
                  // The header drops at once from the reply's balance; the lists reload quietly.
                  wallet.setFromDecimal(reply.balance);
                  feedback.showToast({ kind: 'success', message: t('wallet.withdraw.sent') });
                  setRound((n) => n + 1);
                }}
                onStale={() => setRound((n) => n + 1)}
              />
            )}
          </>
        )}
      </AsyncView>
      {/* Below the summary and form once they are there (or could not load): shown first, the list was pushed down
          the page by their arrival (a layout shift of 0.11). */}
      {(info.data !== undefined || info.failed) && <WithdrawalList state={withdrawals} />}
    </>
  );
});

/** /m/withdraw: balances and limits, what is missing (card, payment password), the form and the withdrawals. */
export default function WithdrawScreen() {
  useBalanceOnReturn();
  return (
    <WalletAccess>
      <WalletPage>
        <WithdrawContent />
      </WalletPage>
    </WalletAccess>
  );
}
