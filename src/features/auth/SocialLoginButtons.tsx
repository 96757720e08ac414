import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '../../stores/FeedbackStore';
import { useStores } from '../../stores/StoresContext';

const Row = styled.ul`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

/**
 * Facebook, Google and Telegram login, each behind its flag; nothing when all are off. Without an `onSelect` (the
 * reference server has no Firebase project) a tap says the feature is unavailable rather than doing nothing.
 */
export const SocialLoginButtons = observer(function SocialLoginButtons({
  onSelect,
}: {
  onSelect?: (id: string) => void;
}) {
  const { menus, feedback } = useStores();
  const { t } = useTranslation();
  if (menus.socialLogins.length === 0) return null;
  const select =
    onSelect ??
    (() =>
      feedback.showToast({ kind: 'info', message: t('apiError.login_firebase_unavailable'), duration: TOAST_MS.info }));
  return (
    <section aria-label={t('login.socialLabel')}>
      <Row>
        {menus.socialLogins.map((item) => (
          <li key={item.id}>
            <SocialButton type="button" onClick={() => select(item.id)}>
              {t(item.labelKey)}
            </SocialButton>
          </li>
        ))}
      </Row>
    </section>
  );
});
