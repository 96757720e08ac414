import styled from '@emotion/styled';
import { tidy } from '@common/securityFormats';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../ui/Button';
import { FormField } from '../../ui/form/FormField';
import { FormAlert, FormStack } from '../../ui/form/FormLayout';
import { TextField } from '../../ui/form/TextField';
import { useFieldForm, type FieldSpec } from '../../ui/form/useFieldForm';
import { useSubmit } from '../../ui/form/useSubmit';
import { ApiError } from '../../api/envelope';
import type { EditorProps } from './editorProps';
import { ProofFields, proofSpec } from './ProofFields';
import { showRefusal } from './refusals';
import { callApi } from '../../api/callApi';
import { securityRules } from './securityRules';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** The three profile values the security centre edits with one text field each. */
type ProfileField = 'email' | 'nickname' | 'payeeName';

/**
 * The values a stolen session must not change alone: the e-mail (the recovery address) and the payee name (who is
 * paid) ask for the login password again (issue 28, finding 3); the nickname does not.
 */
const NEEDS_PASSWORD: Record<ProfileField, boolean> = { email: true, nickname: false, payeeName: true };

/** memberEmailSet, memberNicknameSet or memberPayeeNameSet. */
const saveProfileValue = (field: ProfileField, value: string, loginPassword: string) =>
  field === 'email'
    ? callApi('memberEmailSet', { body: { email: value, loginPassword } })
    : field === 'nickname'
      ? callApi('memberNicknameSet', { body: { nickname: value } })
      : callApi('memberPayeeNameSet', { body: { payeeName: value, loginPassword } });

/** The refusal code that is about the one field of each editor. */
const CODE_OF: Record<ProfileField, string> = {
  email: 'format.email',
  nickname: 'format.name',
  payeeName: 'format.name',
};

/**
 * One profile value (e-mail, nickname or payee name) in one field, checked before sending. `locked` shows the value
 * read only with why (the payee name while a card is bound).
 */
export function ProfileValueEditor({
  field,
  config,
  onSaved,
  onClose,
  hint,
  locked,
  type = 'text',
  autoComplete,
  maxLength,
}: EditorProps & {
  field: ProfileField;
  hint?: string;
  /** Why the value cannot change now; the field is read only while set. */
  locked?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  maxLength: number;
}) {
  const { t } = useTranslation();
  const withPassword = NEEDS_PASSWORD[field];
  const specs: FieldSpec[] = [{ name: field, required: true }, ...(withPassword ? [proofSpec('loginPassword')] : [])];
  const form = useFieldForm({ [field]: config[field] ?? '', loginPassword: '' }, securityRules);
  const { busy, problem, setProblem, run } = useSubmit();
  const label = t(`security.items.${field}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || locked || !form.validate(specs)) return;
    const raw = form.values[field] ?? '';
    const value = field === 'email' ? raw.trim() : tidy(raw);
    void run(() => saveProfileValue(field, value, form.values.loginPassword ?? ''), {
      success: t('security.saved'),
      onSuccess: () => {
        onSaved();
        onClose();
      },
      onError: (error) => {
        // a wrong or missing password stays in the form alert, and is typed again
        showRefusal(error, form, setProblem, { [CODE_OF[field]]: field });
        if (error instanceof ApiError && error.code.startsWith('security.proof')) form.reset('loginPassword');
      },
    });
  };

  if (locked)
    return (
      <>
        <TextField name={field} label={label} value={config[field] ?? ''} onChange={() => undefined} readOnly />
        <Note>{locked}</Note>
      </>
    );
  return (
    <FormStack noValidate onSubmit={submit} aria-label={label}>
      <FormField
        form={form}
        specs={specs}
        name={field}
        type={type}
        label={label}
        autoComplete={autoComplete}
        maxLength={maxLength}
      />
      {hint && <Note>{hint}</Note>}
      {withPassword && (
        <>
          <ProofFields
            form={form}
            specs={specs}
            kinds={['loginPassword']}
            kind="loginPassword"
            labels={{ loginPassword: t('security.profile.loginPassword'), paymentPassword: '' }}
          />
          <Note>{t('security.profile.passwordNote')}</Note>
        </>
      )}
      <FormAlert>{problem}</FormAlert>
      <PrimaryButton type="submit" disabled={busy}>
        {t('security.save')}
      </PrimaryButton>
    </FormStack>
  );
}
