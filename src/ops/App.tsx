import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { onSessionEnded } from './api';
import { SignInScreen } from './screens/SignInScreen';
import { SignInEnrolScreen } from './screens/SignInEnrolScreen';
import { OpsProviders } from './shell/OpsProviders';
import { SignedIn, signInPath } from './shell/SignedIn';

/** A 401 on a signed-in call (idle timeout, sign-out elsewhere) returns to sign-in, keeping the page asked for. */
function SessionWatch() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    onSessionEnded(() => navigate(signInPath(location.pathname + location.search), { replace: true }));
  }, [navigate, location]);
  return null;
}

/** The console's routes under /ops: sign-in and 2FA enrolment outside the frame, every screen inside it. */
export function OpsRoutes() {
  return (
    <>
      <SessionWatch />
      <Routes>
        <Route path="/sign-in" element={<SignInScreen />} />
        <Route path="/enrol" element={<SignInEnrolScreen />} />
        <Route path="/*" element={<SignedIn />} />
      </Routes>
    </>
  );
}

export function App() {
  return (
    <OpsProviders>
      <BrowserRouter basename="/ops">
        <OpsRoutes />
      </BrowserRouter>
    </OpsProviders>
  );
}
