import type { RpDuration, RpExclusion, RpOverview } from '@common/generated/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../../ui/Button';
import { ExclusionDialog } from './ExclusionDialog';

/** Time-out and self-exclusion: one button per duration the brand offers, each behind the confirmation dialog. */
export function ExclusionSection({
  overview,
  onExcluded,
}: {
  overview: RpOverview;
  onExcluded: (exclusion: RpExclusion) => void;
}) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<RpDuration>();
  const group = (titleKey: string, explainKey: string, durations: RpDuration[]) =>
    durations.length > 0 && (
      <section aria-label={t(titleKey)}>
        <h3>{t(titleKey)}</h3>
        <p>{t(explainKey)}</p>
        {durations.map((duration) => (
          <SecondaryButton key={duration} type="button" onClick={() => setAsked(duration)}>
            {t(`rp.exclusion.take.${duration}`)}
          </SecondaryButton>
        ))}
      </section>
    );
  return (
    <>
      {group('rp.exclusion.timeoutHeading', 'rp.exclusion.timeoutExplain', overview.timeoutDurations)}
      {group('rp.exclusion.selfHeading', 'rp.exclusion.selfExplain', overview.selfExclusionDurations)}
      <ExclusionDialog duration={asked} onCancel={() => setAsked(undefined)} onDone={onExcluded} />
    </>
  );
}
