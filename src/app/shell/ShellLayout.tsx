import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useStores } from '../../stores/StoresContext';
import { useRouteDef } from '../routes/useRouteDef';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { PageTransition } from './PageTransition';
import { DownloadBar } from '../../features/shell/DownloadBar';
import { ServiceWidget } from '../../features/shell/ServiceWidget';
import { LoginPopupHost } from '../../features/auth/LoginPopupHost';
import { RealityCheckHost } from '../../features/responsiblePlay/RealityCheckHost';

const Main = styled.main`
  min-height: calc(100vh - 120px);
  padding-bottom: 92px;
`;

/** Download bar, header, the routed screen and footer, following the route's chrome rules. */
export const ShellLayout = observer(function ShellLayout() {
  const def = useRouteDef();
  const { t } = useTranslation();
  const { settings } = useStores();
  const title = def ? t(def.titleKey) : t('notFound.title');
  useEffect(() => {
    document.title = `${title} · ${settings.brand.name}`;
  }, [title, settings.brand.name]);
  return (
    <>
      <DownloadBar />
      {def?.chrome?.header !== false && <AppHeader title={title} back={def?.chrome?.back} />}
      <Main id="main">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </Main>
      <ServiceWidget />
      <LoginPopupHost />
      <RealityCheckHost />
      <AppFooter showMenu={def?.chrome?.footerMenu !== false} />
    </>
  );
});
