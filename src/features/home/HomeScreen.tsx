import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVendorConfig } from '../../api/useVendorConfig';
import { useStores } from '../../stores/StoresContext';
import { SecondaryButton } from '../../ui/Button';
import { DownloadPopup } from '../../ui/download/DownloadPopup';
import { downloadLinks } from '../../ui/download/downloadBarRules';
import { LoadFailed } from '../../ui/LoadState';
import { BannerCarousel } from './BannerCarousel';
import { HotMatchTicker } from './HotMatchTicker';
import { JackpotCounter } from './JackpotCounter';
import { NoticeMarquee } from './NoticeMarquee';
import { PopularGames } from './PopularGames';
import { useHomeAnnouncements } from './useHomeAnnouncements';

// The popup (and its HTML sanitiser) loads only for signed-in players who have one to see.
const HomePopup = lazy(() => import('./HomePopup'));

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 0 ${({ theme }) => theme.spacing.md};
`;

/** /m/home: banners, notices, hot matches, jackpot, the app-download icon and popular games. */
const HomeScreen = observer(function HomeScreen() {
  const { settings, ui, session } = useStores();
  const { t } = useTranslation();
  const { data, failed, retry } = useHomeAnnouncements(ui.language, session.loggedIn);
  const vendorConfig = useVendorConfig();
  const [downloadOpen, setDownloadOpen] = useState(false);
  const hasDownloads = downloadLinks(settings.settings.downloadResources).length > 0;
  return (
    <>
      <h1 className="visually-hidden">{settings.brand.name}</h1>
      {failed && !data && <LoadFailed onRetry={retry} />}
      <BannerCarousel banners={data ? data.banners : failed ? [] : undefined} />
      <NoticeMarquee notices={data ? data.notices : failed ? [] : undefined} />
      <HotMatchTicker matches={data?.hotMatches ?? []} reserve={!data && !failed} />
      <JackpotCounter symbol={settings.brand.currency.symbol} />
      {hasDownloads && (
        <Row>
          <SecondaryButton type="button" aria-haspopup="dialog" onClick={() => setDownloadOpen(true)}>
            {t('download.title')}
          </SecondaryButton>
        </Row>
      )}
      <PopularGames config={vendorConfig} />
      {data && session.loggedIn && data.popups.length > 0 && (
        <Suspense fallback={null}>
          <HomePopup popups={data.popups} />
        </Suspense>
      )}
      <DownloadPopup open={downloadOpen} onClose={() => setDownloadOpen(false)} />
    </>
  );
});

export default HomeScreen;
/** What the server renders this screen with (the route table's `loader`). */
export { default as loader } from './homeLoader';
