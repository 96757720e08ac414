import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoresContext';
import { PrimaryButton } from '../../ui/Button';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  p {
    margin: 0;
  }
`;

/** A visitor's profile block: a note and "Log in or register", which opens the login popup (SPEC §2, not a link). */
export function GuestPrompt() {
  const { ui } = useStores();
  const { t } = useTranslation();
  return (
    <Box>
      <p>{t('member.guest.note')}</p>
      <PrimaryButton type="button" onClick={() => ui.openLoginPopup()}>
        {t('member.guest.prompt')}
      </PrimaryButton>
    </Box>
  );
}
