import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../ui/form/FormField';
import type { FieldForm, FieldSpec } from '../../ui/form/useFieldForm';

/** The password fields that prove the member: the login password or the current payment password. */
export type ProofKind = 'loginPassword' | 'paymentPassword';

const Choice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
    min-height: 44px;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

/** Props of a 6-digit payment password input: the number pad, no more than 6 characters. */
export const DIGITS6 = { inputMode: 'numeric', maxLength: 6 } as const;

/** The spec of the proving field of this kind (required). */
export const proofSpec = (kind: ProofKind): FieldSpec => ({ name: kind, required: true });

/**
 * The proving password: with two `kinds`, a radio choice between them first (payment password change); with one, just
 * its field. `labels` names each kind's field.
 */
export function ProofFields({
  form,
  specs,
  kinds,
  kind,
  onKind,
  labels,
}: {
  form: FieldForm;
  specs: readonly FieldSpec[];
  kinds: readonly ProofKind[];
  kind: ProofKind;
  onKind?: (kind: ProofKind) => void;
  labels: Record<ProofKind, string>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {kinds.length > 1 && (
        <Choice>
          <legend>{t('security.payment.proofChoice')}</legend>
          {kinds.map((k) => (
            <label key={k}>
              <input type="radio" name="proofKind" value={k} checked={kind === k} onChange={() => onKind?.(k)} />
              {labels[k]}
            </label>
          ))}
        </Choice>
      )}
      <FormField
        key={kind}
        form={form}
        specs={specs}
        name={kind}
        type="password"
        label={labels[kind]}
        autoComplete={kind === 'loginPassword' ? 'current-password' : 'off'}
        {...(kind === 'paymentPassword' ? DIGITS6 : { maxLength: 64 })}
      />
    </>
  );
}
