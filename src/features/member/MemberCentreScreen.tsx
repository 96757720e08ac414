import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../registry/paths';
import { useStores } from '../../stores/StoresContext';
import { useBalanceText } from '../../stores/useBalanceText';
import { Loading } from '../../ui/LoadState';
import { memberCentreVariants } from './memberCentreVariants';

const Profile = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.headerBg};
  color: ${({ theme }) => theme.colors.onHeader};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeXl};
  }
  p {
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    margin-inline-end: ${({ theme }) => theme.spacing.lg};
    color: inherit;
  }
`;

/** /m/mine and /m/member/home: the profile block, then the brand's member-centre variant (mem_cen). */
export default observer(function MemberCentreScreen() {
  const { settings, session } = useStores();
  const { t } = useTranslation();
  const balanceText = useBalanceText();
  const Variant = memberCentreVariants[settings.memberCentreVariant];
  return (
    <>
      <Profile aria-labelledby="member-centre-title">
        <h1 id="member-centre-title">{session.displayName ?? t('route.memberHome')}</h1>
        {session.loggedIn ? (
          <>
            <p>
              {t('header.balance')}: {balanceText}
            </p>
            <p>
              <Link to={paths.set}>{t('route.set')}</Link>
            </p>
          </>
        ) : (
          <p>
            <Link to={paths.login}>{t('header.login')}</Link>
            <Link to={paths.register}>{t('header.register')}</Link>
          </p>
        )}
      </Profile>
      <Suspense fallback={<Loading />}>
        <Variant />
      </Suspense>
    </>
  );
});
