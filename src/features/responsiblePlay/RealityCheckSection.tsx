import type { RpOverview } from '@common/generated/api';
import { useTranslation } from 'react-i18next';
import { CheckRow, FormAlert } from '../../ui/form/FormLayout';
import { useSubmit } from '../../ui/form/useSubmit';
import { callApi } from '../../api/callApi';

type Minutes = 15 | 30 | 60;

/** The reality-check interval: 15, 30 or 60 minutes of play, saved when picked. */
export function RealityCheckSection({
  overview,
  onChange,
}: {
  overview: RpOverview;
  onChange: (overview: RpOverview) => void;
}) {
  const { t } = useTranslation();
  const { busy, problem, run } = useSubmit();
  const pick = (minutes: Minutes) =>
    void run(async () => (await callApi('rpRealityCheck', { body: { minutes } })).value, {
      success: t('rp.saved'),
      onSuccess: onChange,
    });
  return (
    <fieldset disabled={busy}>
      <legend>{t('rp.realityCheck.legend')}</legend>
      <p>{t('rp.realityCheck.explain')}</p>
      {overview.realityCheckOptions.map((minutes) => (
        <CheckRow key={minutes}>
          <input
            type="radio"
            name="realityCheck"
            checked={overview.realityCheckMinutes === minutes}
            onChange={() => pick(minutes)}
          />
          {t('rp.realityCheck.every', { count: minutes })}
        </CheckRow>
      ))}
      <FormAlert>{problem}</FormAlert>
    </fieldset>
  );
}
