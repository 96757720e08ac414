import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../api/callApi';
import { useRemoteData } from '../../api/useRemoteData';
import { paths, withQuery } from '../../registry/paths';
import { useStores } from '../../stores/StoresContext';
import { AsyncView, Loading } from '../../ui/LoadState';
import { usableMethods } from './depositChannels';
import { depositDetailVariants } from './depositDetailVariants';
import { OrderPanel } from './OrderPanel';
import { RecentOrders } from './RecentOrders';
import { useBalanceOnReturn } from './useMoney';
import { FreeAccountNotice, WalletAccess } from './WalletAccess';
import { WalletPage } from './walletLayout';
import { isTrialRefusal } from './walletRefusals';

/** The brand's deposit-detail variant (dep_func) over the methods from the server. */
const DepositForm = observer(function DepositForm() {
  const { settings, ui } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const methods = useRemoteData(async () => (await callApi('depositMethods')).value, [ui.language], { delayMs: 0 });

  const Variant = depositDetailVariants[settings.depositDetailVariant];
  if (isTrialRefusal(methods.error)) return <FreeAccountNotice />;
  return (
    <AsyncView
      state={methods}
      isEmpty={(reply) => usableMethods(reply.methods).length === 0}
      empty={t('wallet.deposit.empty')}
    >
      {(reply) => (
        <Suspense fallback={<Loading />}>
          <Variant
            methods={usableMethods(reply.methods)}
            onCreated={(order) => navigate(withQuery(paths.voucherCenter, { order: order.id }))}
            onStale={methods.retry}
          />
        </Suspense>
      )}
    </AsyncView>
  );
});

/**
 * /m/voucherCenter: the deposit form of the brand's variant, or with ?order=<id> the order followed until it is
 * decided (back from the provider); recent orders under either.
 */
export default function VoucherCentreScreen() {
  const [search] = useSearchParams();
  const orderId = search.get('order');
  const [orderState, setOrderState] = useState<string>();
  useBalanceOnReturn();
  return (
    <WalletAccess>
      <WalletPage>
        {orderId ? <OrderPanel key={orderId} orderId={orderId} onState={setOrderState} /> : <DepositForm />}
        <RecentOrders reloadKey={`${orderId}:${orderState}`} />
      </WalletPage>
    </WalletAccess>
  );
}
