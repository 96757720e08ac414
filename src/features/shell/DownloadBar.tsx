import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStored, STORAGE_KEYS, writeStored } from '../../stores/localFlags';
import { useStores } from '../../stores/StoresContext';
import { DownloadPopup } from '../../ui/download/DownloadPopup';
import { useBrowserValue } from '../../ui/useBrowserValue';
import { shouldShowDownloadBar } from '../../ui/download/downloadBarRules';
import { offerInstall } from '../../ui/download/installPrompt';
import { detectDevice, type DeviceInfo } from '../../ui/platform';

const Bar = styled.aside`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizeSm};
  p {
    flex: 1;
    margin: 0;
  }
`;

const Button = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Close = styled.button`
  min-width: 36px;
  min-height: 36px;
  border: none;
  background: none;
  color: inherit;
  font-size: 18px;
`;

/** The download-app bar at the top, with every show/hide rule of SPEC §4; closing it is remembered. */
export const DownloadBar = observer(function DownloadBar({ device: given }: { device?: DeviceInfo }) {
  const { settings, session, ui } = useStores();
  const { t } = useTranslation();
  // The platform comes from the user agent (the server renders one page per kind of device); what only the browser
  // knows (closed before, added to the home screen, installed) applies once the page is the browser's.
  const hiddenBefore = useBrowserValue(() => readStored<number>(STORAGE_KEYS.hideDownloadBar) === 1, false);
  const webClip = useBrowserValue(() => readStored<number>(STORAGE_KEYS.webClip) === 1, false);
  const installed = useBrowserValue(() => detectDevice().installed, false);
  const device = given ?? { ...detectDevice(ui.userAgent ?? navigator.userAgent, false), installed };
  const [closed, setClosed] = useState(false);
  const [popupOpen, setPopupOpen] = useState(false);
  const visible = shouldShowDownloadBar({
    device,
    resources: settings.settings.downloadResources,
    hiddenByPlayer: closed || hiddenBefore,
    loginRequired: settings.brand.loginRequiredForDownload,
    loggedIn: session.loggedIn,
    webClip,
  });
  return (
    <>
      {visible && (
        <Bar aria-label={t('download.barLabel')}>
          <p>{t('download.barText', { brand: settings.brand.name })}</p>
          <Button type="button" onClick={() => setPopupOpen(true)}>
            {t('download.button')}
          </Button>
          <Close
            type="button"
            aria-label={t('download.close')}
            onClick={() => {
              writeStored(STORAGE_KEYS.hideDownloadBar, 1);
              setClosed(true);
              // SPEC §4: closing the bar brings up the browser's install window, where the browser offers one.
              offerInstall();
            }}
          >
            ×
          </Close>
        </Bar>
      )}
      <DownloadPopup open={popupOpen} onClose={() => setPopupOpen(false)} />
    </>
  );
});
