import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../ui/LoadState';

/** A screen whose flag is off, opened by its URL: the SPEC §8 "no permission or temporarily unavailable" text. */
export function FeatureUnavailable() {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <EmptyNote>{t('messages.featureUnavailable')}</EmptyNote>
    </div>
  );
}
