import { useTranslation } from 'react-i18next';
import { useBrandTime } from '../../stores/useBrandTime';

/** SPEC §9: promotion dates read YYYY/MM/DD. */
export const PROMOTION_DATE = 'YYYY/MM/DD';

/** A promotion's date range in the brand's time zone; "Long term" instead of an end when it never ends. */
export function PromotionDates({
  startDate,
  endDate,
  noExpiry,
  className,
}: {
  startDate: number;
  endDate: number | null;
  noExpiry: 0 | 1;
  className?: string;
}) {
  const { t } = useTranslation();
  const { formatDate } = useBrandTime();
  const end = noExpiry === 1 || endDate === null ? t('promotions.longTerm') : formatDate(endDate, PROMOTION_DATE);
  return (
    <p className={className}>
      <time dateTime={new Date(startDate).toISOString()}>{formatDate(startDate, PROMOTION_DATE)}</time>
      {' – '}
      {noExpiry === 1 || endDate === null ? end : <time dateTime={new Date(endDate).toISOString()}>{end}</time>}
    </p>
  );
}
