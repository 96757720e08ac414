import type { ActivityApplication } from '@common/generated/api';
import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../ui/Button';
import { FormAlert, FormStack } from '../../ui/form/FormLayout';
import { useSubmit } from '../../ui/form/useSubmit';
import { remarkLength, remarkTooLong, type ApplyLimits } from './applyRules';
import { ImagePicker } from './ImagePicker';
import { callApi } from '../../api/callApi';

/** An application as activityApply takes it: the remark and up to 3 png/jpg images, multipart/form-data. */
export function applicationForm(remark: string, images: readonly File[]): FormData {
  const form = new FormData();
  form.append('remark', remark);
  for (const image of images) form.append('images', image, image.name);
  return form;
}

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  label {
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
  textarea {
    min-height: 88px;
    padding: ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Count = styled.p<{ over: boolean }>`
  margin: 0;
  color: ${({ theme, over }) => (over ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  text-align: end;
`;

/**
 * The application of a reviewed activity (SPEC §5): a remark of at most 140 characters and up to 3 png/jpg images
 * of at most 5 MB, checked here before sending (the server checks again), then sent as one multipart request.
 */
export function ApplyForm({
  activityId,
  limits,
  onApplied,
}: {
  activityId: number;
  limits: ApplyLimits;
  onApplied: (application: ActivityApplication) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [remarkError, setRemarkError] = useState(false);
  const { busy, problem, run } = useSubmit();
  const over = remarkTooLong(remark, limits);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (over) {
      setRemarkError(true);
      return;
    }
    const formData = applicationForm(remark.trim(), images);
    void run(async () => (await callApi('activityApply', { params: { id: activityId }, formData })).value, {
      loading: t('auth.in_please_wait'),
      success: t('promotions.apply.sent'),
      onSuccess: onApplied,
    });
  };

  return (
    <FormStack noValidate onSubmit={submit} aria-label={t('promotions.apply.title')}>
      <Field>
        <label htmlFor={`${id}-remark`}>{t('promotions.apply.remark')}</label>
        <textarea
          id={`${id}-remark`}
          name="remark"
          value={remark}
          aria-invalid={remarkError && over ? true : undefined}
          aria-describedby={`${id}-count${remarkError && over ? ` ${id}-error` : ''}`}
          onChange={(e) => setRemark(e.target.value)}
        />
        <Count id={`${id}-count`} over={over}>
          {t('promotions.apply.remarkCount', { n: remarkLength(remark), max: limits.remarkMax })}
        </Count>
        {remarkError && over && (
          <FormAlertText id={`${id}-error`}>
            {t('promotions.apply.problem.remark', { max: limits.remarkMax })}
          </FormAlertText>
        )}
      </Field>
      <ImagePicker images={images} onChange={setImages} limits={limits} />
      <FormAlert>{problem}</FormAlert>
      <PrimaryButton type="submit" disabled={busy}>
        {t('promotions.apply.submit')}
      </PrimaryButton>
    </FormStack>
  );
}

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The remark's refusal, announced when it appears. */
function FormAlertText({ id, children }: { id: string; children: string }) {
  return (
    <ErrorText id={id} role="alert">
      {children}
    </ErrorText>
  );
}
