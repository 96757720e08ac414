import { useTranslation } from 'react-i18next';
import { CheckRow } from './FormLayout';
import { TextField } from './TextField';

/** Date of birth (YYYY-MM-DD, the date input's value) and the restricted-person declaration (issue 19). */
export interface AgeDeclaration {
  birthDate: string;
  notRestricted: boolean;
}

/** Problems as i18n keys, by field. */
export type AgeDeclarationErrors = Partial<Record<'birthDate' | 'notRestricted', string>>;

/** Whole years from a YYYY-MM-DD birth date to `today` (the calendar date the player sees). */
export function ageOn(birthDate: string, today: Date): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const born = new Date(year, month - 1, day);
  if (born.getMonth() !== month - 1 || born > today) return undefined;
  const birthdayPassed = today.getMonth() > month - 1 || (today.getMonth() === month - 1 && today.getDate() >= day);
  return today.getFullYear() - year - (birthdayPassed ? 0 : 1);
}

/** The i18n keys of what is wrong before sending (the server checks again against the brand's minimum age). */
export function checkAgeDeclaration(value: AgeDeclaration, minimumAge: number, today: Date): AgeDeclarationErrors {
  const errors: AgeDeclarationErrors = {};
  const age = ageOn(value.birthDate, today);
  if (age === undefined) errors.birthDate = 'rp.register.birthDateNeeded';
  else if (age < minimumAge) errors.birthDate = 'rp.register.underage';
  if (!value.notRestricted) errors.notRestricted = 'apiError.rp_declaration_required';
  return errors;
}

/** The date-of-birth field and the declaration checkbox a brand's registration may ask for. */
export function AgeDeclarationFields({
  value,
  onChange,
  errors,
  minimumAge,
}: {
  value: AgeDeclaration;
  onChange: (value: AgeDeclaration) => void;
  errors: AgeDeclarationErrors;
  minimumAge: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="birthDate"
        type="date"
        label={t('rp.register.birthDate')}
        value={value.birthDate}
        onChange={(birthDate) => onChange({ ...value, birthDate })}
        error={errors.birthDate ? t(errors.birthDate, { age: minimumAge, minimumAge }) : undefined}
        required
        autoComplete="bday"
      />
      <CheckRow>
        <input
          type="checkbox"
          checked={value.notRestricted}
          aria-invalid={errors.notRestricted ? true : undefined}
          aria-describedby={errors.notRestricted ? 'not-restricted-error' : undefined}
          onChange={(event) => onChange({ ...value, notRestricted: event.target.checked })}
        />
        <span>{t('rp.register.declaration')}</span>
      </CheckRow>
      {errors.notRestricted && (
        <p id="not-restricted-error" role="alert">
          {t(errors.notRestricted)}
        </p>
      )}
    </>
  );
}
