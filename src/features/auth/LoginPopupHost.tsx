import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../../stores/StoresContext';

// The form's code loads the first time the popup opens, not with every page.
const LoginPopup = lazy(() => import('./LoginPopup'));

/** Mounts the login popup once it has been asked for. */
export const LoginPopupHost = observer(function LoginPopupHost() {
  const { ui } = useStores();
  if (!ui.loginPopupUsed) return null;
  return (
    <Suspense fallback={null}>
      <LoginPopup />
    </Suspense>
  );
});
