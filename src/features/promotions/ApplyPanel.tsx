import type { ActivityDetail } from '@common/generated/api';
import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../registry/paths';
import { useStores } from '../../stores/StoresContext';
import { useRequireLogin } from '../../stores/useRequireLogin';
import { PrimaryButton } from '../../ui/Button';
import { FormAlert } from '../../ui/form/FormLayout';
import { useSubmit } from '../../ui/form/useSubmit';
import { ApplicationSummary } from './ApplicationSummary';
import { applicationForm, ApplyForm } from './ApplyForm';

import { callApi } from '../../api/callApi';
import { useMoneyText } from './useMoneyText';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
  p {
    margin: 0;
  }
`;

const Status = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  strong {
    padding: 2px ${({ theme }) => theme.spacing.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** The member joins a sign-up activity with one tap (no review: the status becomes signed). */
function JoinButton({ activityId, onDone }: { activityId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const { busy, problem, run } = useSubmit();
  return (
    <>
      <FormAlert>{problem}</FormAlert>
      <PrimaryButton
        type="button"
        disabled={busy}
        onClick={() =>
          void run(() => callApi('activityApply', { params: { id: activityId }, formData: applicationForm('', []) }), {
            onSuccess: onDone,
          })
        }
      >
        {t('promotions.apply.join')}
      </PrimaryButton>
    </>
  );
}

/**
 * The apply part of an activity's detail: the reward on offer, the player's status (SPEC §4: applying, rejected,
 * issued, claimed, closed, signed, coming) in words, what they sent, and the way to apply when they may — the form
 * for a reviewed activity, a Join button for a sign-up, the login popup for a visitor.
 */
export const ApplyPanel = observer(function ApplyPanel({
  activity,
  onChanged,
}: {
  activity: ActivityDetail;
  /** The member applied or joined: the owner reloads the activity (and with it the status). */
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { session, settings } = useStores();
  const { pathname, search } = useLocation();
  const requireLogin = useRequireLogin('popup');
  const moneyText = useMoneyText();
  const headingId = useId();
  const { apply, status, application } = activity;
  if (apply.mode === 'none' && status === null) return null;
  const mayApply = status === null || status === 'rejected';

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('promotions.apply.title')}</h2>
      {apply.reward && (
        <p>
          {t('promotions.apply.reward', { amount: moneyText(apply.reward) })}
          {apply.turnover && ` ${t('promotions.apply.turnover')}`}
        </p>
      )}
      {status && (
        <Status>
          <span>{t('promotions.status.label')}</span>
          <strong>{t(`promotions.status.${status}`)}</strong>
          <span>{t(`promotions.status.note.${status}`)}</span>
        </Status>
      )}
      {status === 'issued' && settings.isOn('REWCEN3') && (
        <Link to={paths.rewardCenter}>{t('promotions.apply.toRewardCentre')}</Link>
      )}
      {application && status !== 'coming' && <ApplicationSummary application={application} />}
      {mayApply && !session.loggedIn && (
        <PrimaryButton type="button" onClick={() => requireLogin(pathname + search)}>
          {t('promotions.apply.login')}
        </PrimaryButton>
      )}
      {mayApply && session.loggedIn && apply.mode === 'review' && (
        <>
          <Muted>{t('promotions.apply.rules', { max: apply.maxImages, chars: apply.remarkMax })}</Muted>
          <ApplyForm activityId={activity.id} limits={apply} onApplied={onChanged} />
        </>
      )}
      {mayApply && session.loggedIn && apply.mode === 'signup' && (
        <JoinButton activityId={activity.id} onDone={onChanged} />
      )}
    </Section>
  );
});
