import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useStores } from '../../stores/StoresContext';
import { Loading } from '../../ui/LoadState';
import { MemberCentreHeader } from './MemberCentreHeader';
import { memberCentreVariants } from './memberCentreVariants';
import { useMemberCentre } from './useMemberCentre';

/** /m/mine and /m/member/home: the member centre's own header, then the brand's layout variant (mem_cen). */
export default observer(function MemberCentreScreen() {
  const { settings } = useStores();
  const model = useMemberCentre();
  const Variant = memberCentreVariants[settings.memberCentreVariant];
  return (
    <>
      <MemberCentreHeader items={model.header} unread={model.unread} onBlocked={model.onBlocked} />
      <Suspense fallback={<Loading />}>
        <Variant model={model} />
      </Suspense>
    </>
  );
});
