import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../api/callApi';
import { useRemoteData } from '../../api/useRemoteData';
import { paths, withQuery } from '../../registry/paths';
import { canTransferUp } from '../../registry/roles';
import { useStores } from '../../stores/StoresContext';
import { AsyncView } from '../../ui/LoadState';
import { TransferForm } from './TransferForm';
import { useBalanceOnReturn, useMoney } from './useMoney';
import { FreeAccountNotice, WalletAccess } from './WalletAccess';
import { Card, Notice, WalletPage } from './walletLayout';
import { isTrialRefusal } from './walletRefusals';

/** The "no permission" refusal (SPEC §8 text) with the way back. */
function NoPermission() {
  const { t } = useTranslation();
  return (
    <Card aria-label={t('wallet.transfer.title')}>
      <Notice role="alert">{t('apiError.auth_no_permission')}</Notice>
      <Link to={paths.memberHome}>{t('wallet.backToMember')}</Link>
    </Card>
  );
}

const TransferContent = observer(function TransferContent() {
  const { wallet, feedback } = useStores();
  const { t } = useTranslation();
  const { moneyText } = useMoney();
  const [round, setRound] = useState(0);
  const info = useRemoteData(async () => (await callApi('uplineTransferInfo')).value, [round]);

  if (isTrialRefusal(info.error)) return <FreeAccountNotice />;
  return (
    <AsyncView state={info}>
      {(data) => {
        if (!data.allowed) return <NoPermission />;
        if (!data.paymentPasswordSet)
          return (
            <Card aria-label={t('wallet.password.set')}>
              <p>{t('wallet.password.unset')}</p>
              <Link to={withQuery(paths.securityCenter, { edit: 'paymentPassword' })}>{t('wallet.password.set')}</Link>
            </Card>
          );
        return (
          <TransferForm
            info={data}
            onDone={(reply) => {
              wallet.setFromDecimal(reply.balance);
              feedback.showToast({
                kind: 'success',
                message: t('wallet.transfer.sent', { amount: moneyText(reply.amount), upline: reply.upline }),
              });
              setRound((n) => n + 1);
            }}
          />
        );
      }}
    </AsyncView>
  );
});

/** /m/upLine/transfer: only with AGETRANSFERUP3, toUpline and type ≠ 2 (SPEC §6), and the server's `allowed`. */
export default observer(function UplineTransferScreen() {
  const { settings, session } = useStores();
  useBalanceOnReturn();
  const permitted =
    settings.isOn('AGETRANSFERUP3') && canTransferUp(session.memberType, session.member?.toUpline ?? false);
  return (
    <WalletAccess>
      <WalletPage>{permitted ? <TransferContent /> : <NoPermission />}</WalletPage>
    </WalletAccess>
  );
});
