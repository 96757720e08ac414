import type { ActivityDetail } from '@common/generated/api';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/envelope';
import { useLanguageData } from '../../api/useLanguageData';
import { useStores } from '../../stores/StoresContext';
import { AsyncView, EmptyNote } from '../../ui/LoadState';
import { SafeHtml } from '../../ui/SafeHtml';
import { ApplyPanel } from './ApplyPanel';
import { announcementImage } from '../../api/announcementImage';
import { callApi } from '../../api/callApi';

import { PromotionDates } from './PromotionDates';
import { bannerPictureCss } from '../../ui/BannerImage';

const Header = styled.header`
  img {
    ${bannerPictureCss}
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  h2 {
    margin: ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.md} 0;
    font-size: ${({ theme }) => theme.font.sizeXl};
  }
`;

const Dates = styled(PromotionDates)`
  margin: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Content = styled(SafeHtml)`
  padding: 0 ${({ theme }) => theme.spacing.md};
  line-height: 1.5;
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
    height: auto;
  }
`;

/** An unknown or removed promotion: a note, not Retry (loading it again would not help). */
const isUnknown = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.code === 'promotion.unknown');

/** The image (sequence 1), title and date range of an activity (SPEC §2 activity detail). */
export function ActivityHeader({ activity }: { activity: ActivityDetail }) {
  const image = announcementImage(activity);
  return (
    <Header>
      {image && <img src={image} alt="" width={750} height={300} />}
      <h2>{activity.title}</h2>
      <Dates startDate={activity.startDate} endDate={activity.endDate} noExpiry={activity.noExpiry} />
    </Header>
  );
}

/**
 * One activity, loaded with the member's status: its header (unless the owner already shows it), the sanitised HTML
 * content and the apply part. Reloads in the new language and when the player signs in or out (the status is theirs).
 */
export const ActivityView = observer(function ActivityView({
  id,
  header = true,
  onLoaded,
}: {
  id: number;
  header?: boolean;
  /** Called once the activity has arrived (the list scrolls to it again, now that its height is known). */
  onLoaded?: () => void;
}) {
  const { t } = useTranslation();
  const { session } = useStores();
  const activity = useLanguageData(
    async () => (await callApi('activityDetail', { params: { id } })).value,
    [id, session.loggedIn],
  );
  const arrived = activity.data !== undefined;
  useEffect(() => {
    if (arrived) onLoaded?.();
  }, [arrived, onLoaded]);
  if (isUnknown(activity.error)) return <EmptyNote>{t('promotions.unknown')}</EmptyNote>;
  return (
    <AsyncView state={activity} isEmpty={() => false}>
      {(data) => {
        const body = (
          <>
            <Content html={data.content} />
            <ApplyPanel activity={data} onChanged={activity.retry} />
          </>
        );
        // Inside a promotion's card (which is the article) only the body; alone, the whole activity.
        return header ? (
          <article aria-label={data.title}>
            <ActivityHeader activity={data} />
            {body}
          </article>
        ) : (
          body
        );
      }}
    </AsyncView>
  );
});
