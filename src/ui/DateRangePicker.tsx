import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandTime } from '../stores/useBrandTime';
import { SecondaryButton } from './Button';
import {
  brandToday,
  clampRange,
  earliestDay,
  formatDay,
  presetRange,
  RANGE_PRESETS,
  rangeProblem,
  type DateRange,
  type RangeLimits,
  type RangePreset,
} from './dateRange';

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.font.sizeMd};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Preset = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeMd};
`;

const CustomForm = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.spacing.sm};
  label {
    display: grid;
    gap: ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  input {
    min-height: 44px;
    min-width: 0;
    padding: 0 ${({ theme }) => theme.spacing.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Problem = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** Today in the brand's zone, as of when the screen opened (its presets keep meaning the same days while it is open). */
export function useBrandToday(): string {
  const { timeZone } = useBrandTime();
  const [openedAt] = useState(() => Date.now());
  return brandToday(openedAt, timeZone);
}

/** The first period of a report: `preset` as of today, within the server's limits. */
export function initialRange(today: string, limits: RangeLimits, preset: RangePreset = 'today'): DateRange {
  return clampRange(presetRange(preset, today), today, limits);
}

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  limits: RangeLimits;
  /** Today as YYYY-MM-DD in the brand's zone (`useBrandToday()`). */
  today: string;
  /** The group's visible name (default "Period"). */
  label?: string;
}

/**
 * A report's period (shared by records, promotions and agent screens): quick choices (today, yesterday, last 7 days,
 * this month) and a custom pair of dates, kept within what the server accepts (`limits`). Days are calendar days in the
 * brand's time zone; the chosen period is read out under the choices.
 */
export function DateRangePicker({ value, onChange, limits, today, label }: DateRangePickerProps) {
  const { t } = useTranslation();
  const [customOpen, setCustomOpen] = useState(value.preset === 'custom');
  const summary =
    value.from === value.to
      ? formatDay(value.from)
      : t('dateRange.span', { from: formatDay(value.from), to: formatDay(value.to) });

  const choose = (preset: RangePreset) => {
    if (preset === 'custom') {
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    onChange(clampRange(presetRange(preset, today), today, limits));
  };

  return (
    <Group>
      <legend>{label ?? t('dateRange.label')}</legend>
      <Presets>
        {RANGE_PRESETS.map((preset) => (
          <Preset
            key={preset}
            type="button"
            aria-pressed={preset === 'custom' ? customOpen : !customOpen && value.preset === preset}
            onClick={() => choose(preset)}
          >
            {t(`dateRange.preset.${preset}`)}
          </Preset>
        ))}
      </Presets>
      {customOpen && (
        <CustomRange
          key={`${value.from}/${value.to}`}
          value={value}
          limits={limits}
          today={today}
          onApply={(from, to) => onChange({ preset: 'custom', from, to })}
        />
      )}
      <Summary aria-live="polite">{t('dateRange.showing', { period: summary })}</Summary>
    </Group>
  );
}

/** Two dates and Apply; a period the server would refuse is explained instead of sent. */
function CustomRange({
  value,
  limits,
  today,
  onApply,
}: {
  value: DateRange;
  limits: RangeLimits;
  today: string;
  onApply: (from: string, to: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const [problem, setProblem] = useState<string>();
  const earliest = earliestDay(today, limits);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(from, to, today, limits);
    setProblem(found);
    if (!found) onApply(from, to);
  };

  const described = problem ? `${id}-problem` : undefined;
  return (
    <CustomForm noValidate onSubmit={apply} aria-label={t('dateRange.preset.custom')}>
      <label>
        {t('dateRange.from')}
        <input
          type="date"
          name="from"
          value={from}
          min={earliest}
          max={today}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
          onChange={(event) => setFrom(event.target.value)}
        />
      </label>
      <label>
        {t('dateRange.to')}
        <input
          type="date"
          name="to"
          value={to}
          min={earliest}
          max={today}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
          onChange={(event) => setTo(event.target.value)}
        />
      </label>
      <SecondaryButton type="submit">{t('dateRange.apply')}</SecondaryButton>
      {problem && (
        <Problem id={described} role="alert">
          {t(`dateRange.problem.${problem}`, { days: limits.maxDays, earliest: formatDay(earliest) })}
        </Problem>
      )}
    </CustomForm>
  );
}
