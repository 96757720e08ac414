import styled from '@emotion/styled';
import { countWords, FEEDBACK_MAX_WORDS, FEEDBACK_MIN_WORDS } from '@common/feedbackWords';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  label {
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
  textarea {
    min-height: 160px;
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

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The feedback box with its hint, a live word count and the refusal in place (the text stays as typed). */
export function FeedbackField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Field>
      <label htmlFor={`${id}-text`}>{t('messages.feedback.label')}</label>
      <Note id={`${id}-hint`}>{t('messages.feedback.hint', { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS })}</Note>
      <textarea
        id={`${id}-text`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <Note id={`${id}-count`} aria-live="polite">
        {t('messages.feedback.words', { n: countWords(value), max: FEEDBACK_MAX_WORDS })}
      </Note>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}
