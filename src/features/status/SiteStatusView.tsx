import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoresContext';

const Centre = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.xl};
  text-align: center;
`;

/** The maintenance or region-restricted view that replaces the whole app at start-up. */
export const SiteStatusView = observer(function SiteStatusView({ kind }: { kind: 'maintenance' | 'restricted' }) {
  const { settings } = useStores();
  const { t } = useTranslation();
  return (
    <Centre>
      {settings.logoUrl && <img src={settings.logoUrl} alt={settings.brand.name} width={160} height={40} />}
      <h1>{t(`status.${kind}.title`)}</h1>
      <p>{t(`status.${kind}.body`)}</p>
    </Centre>
  );
});

export default function MaintenanceScreen() {
  return <SiteStatusView kind="maintenance" />;
}
