import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';
import { PrimaryButton } from './Button';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};
  text-align: center;
  p {
    margin: 0;
  }
`;

/**
 * A member-only page opened by a visitor who stays on it (SPEC §6: the message centre opens only when signed in,
 * else the login popup): the popup opens on arrival and goes to `next` after signing in; the button opens it again
 * after it was closed.
 */
export function LoginRequired({ next }: { next: string }) {
  const { ui } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    ui.openLoginPopup(next);
  }, [ui, next]);
  return (
    <Box>
      <p>{t('messages.loginRequired')}</p>
      <PrimaryButton type="button" onClick={() => ui.openLoginPopup(next)}>
        {t('messages.logIn')}
      </PrimaryButton>
    </Box>
  );
}
