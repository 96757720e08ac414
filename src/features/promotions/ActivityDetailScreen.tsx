import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../registry/paths';
import { EmptyNote } from '../../ui/LoadState';
import { ActivityView } from './ActivityView';
import { parseId } from './parseId';

/** /m/activityDetail?id= (SPEC §2): one promotion's image, title, dates, content and the apply flow. */
export default function ActivityDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  if (id === undefined)
    return (
      <EmptyNote>
        {t('promotions.unknown')} <Link to={paths.activity}>{t('promotions.allPromotions')}</Link>
      </EmptyNote>
    );
  return <ActivityView key={id} id={id} />;
}
