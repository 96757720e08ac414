import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { justSwipedBack, watchBackSwipe } from './backSwipe';

/** Page changes fade over 300 ms (SPEC §9); GlobalStyles turns animations off for prefers-reduced-motion. */
const PAGE_FADE_MS = 300;

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Page = styled.div<{ animate: boolean }>`
  animation: ${({ animate }) => (animate ? fadeIn : 'none')} ${PAGE_FADE_MS}ms ease-out;
`;

/** Re-mounts the page per path and fades it in, except on the first paint and after a back swipe. */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [firstPath] = useState(location.pathname);
  useEffect(() => watchBackSwipe(), []);
  const animate = location.pathname !== firstPath && !(navigationType === 'POP' && justSwipedBack());
  return (
    <Page key={location.pathname} animate={animate} data-page-fade={animate ? 'on' : 'off'}>
      {children}
    </Page>
  );
}
