import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { FormField } from './FormField';
import type { FieldForm, FieldSpec } from './useFieldForm';

/** What the field needs of a captcha loader (src/api/useCaptcha gives it). */
export interface CaptchaState {
  captcha?: { image: string };
  failed: boolean;
  /** The captcha's proof of work is being solved (a moment; the form stays usable and its submit waits for it). */
  proving?: boolean;
  load: () => unknown;
}

const ImageButton = styled.button`
  min-width: 96px;
  min-height: 40px;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizeSm};
  cursor: pointer;
`;

const Proving = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/**
 * Captcha input (digits, max 6) with the image beside it; tapping the image loads a new one. While the captcha's
 * proof of work is solved in the background, a quiet status line says so.
 */
export function CaptchaField({
  form,
  specs,
  state,
}: {
  form: FieldForm;
  specs: readonly FieldSpec[];
  state: CaptchaState;
}) {
  const { t } = useTranslation();
  const { captcha, load } = state;
  return (
    <>
      <FormField
        form={form}
        specs={specs}
        name="captcha"
        label={t('auth.captcha')}
        placeholder={t('auth.captchaHint')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        trailing={
          <ImageButton
            type="button"
            aria-label={t('auth.refreshCaptcha')}
            onClick={() => {
              form.reset('captcha');
              void load();
            }}
          >
            {captcha ? (
              <img src={captcha.image} alt="" width={96} height={36} />
            ) : state.failed ? (
              t('app.retry')
            ) : (
              t('app.loading')
            )}
          </ImageButton>
        }
      />
      <Proving role="status">{state.proving ? t('auth.captchaProving') : ''}</Proving>
    </>
  );
}
