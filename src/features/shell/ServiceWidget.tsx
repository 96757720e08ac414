import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoresContext';

const SOCIAL_TYPES = ['FACEBOOK', 'TELEGRAM', 'TELEGRAM2', 'TELEGRAM3'] as const;

const Wrap = styled.aside`
  position: fixed;
  right: ${({ theme }) => theme.spacing.sm};
  bottom: 84px;
  z-index: 15;
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Toggle = styled.button`
  min-width: 48px;
  min-height: 48px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  box-shadow: ${({ theme }) => theme.shadows.popup};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  padding: 0 ${({ theme }) => theme.spacing.md};
`;

const Links = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xs};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popup};
  a {
    display: block;
    min-height: 44px;
    padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Side service widget: live chat when customer-service entries exist, and the configured social links. */
export const ServiceWidget = observer(function ServiceWidget() {
  const { settings } = useStores();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const liveChat = settings.settings.customerService[0];
  const socials = settings.settings.downloadResources.filter((r) =>
    (SOCIAL_TYPES as readonly string[]).includes(r.resourceType),
  );
  if (!liveChat && socials.length === 0) return null;
  return (
    <Wrap aria-label={t('service.label')}>
      {open && (
        <Links id={id}>
          {liveChat && (
            <li>
              <a href={liveChat.url} target="_blank" rel="noopener noreferrer">
                {t('service.liveChat')}
              </a>
            </li>
          )}
          {socials.map((s) => (
            <li key={s.resourceType}>
              <a href={s.url} target="_blank" rel="noopener noreferrer">
                {t(`service.${s.resourceType}`)}
              </a>
            </li>
          ))}
        </Links>
      )}
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {t('service.toggle')}
      </Toggle>
    </Wrap>
  );
});
