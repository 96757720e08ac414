import { useTheme } from '@emotion/react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

const HEX6 = /^#[0-9a-f]{6}$/i;
const HEX3 = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;

/** The picker needs #rrggbb: a #rgb value is spelled out; anything else (rgba(), empty) shows black in the picker only. */
function pickerValue(value: unknown): string {
  if (typeof value !== 'string') return '#000000';
  if (HEX6.test(value)) return value.toLowerCase();
  const short = HEX3.exec(value);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase() : '#000000';
}

/**
 * A theme colour: the browser's colour picker beside the text field that holds the value (hex, or rgb()/rgba(), as
 * the theme schema allows). The text field carries rjsf's id, so the field's label and a problem's "go to" land on it.
 * Empty means "the base theme's colour" (the token is left out of the partial theme).
 */
export function ColorWidget({
  id,
  value,
  label,
  disabled,
  readonly,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const { t } = useTranslation('brands');
  const theme = useTheme();
  const text = typeof value === 'string' ? value : '';
  const locked = disabled || readonly;
  return (
    <div css={{ display: 'flex', gap: theme.spacing.sm, alignItems: 'center' }}>
      <input
        type="color"
        aria-label={t('form.colorPicker', { label })}
        value={pickerValue(value)}
        disabled={locked}
        onChange={(e) => onChange(e.target.value)}
        css={{ width: 44, height: 32, padding: 0, border: `1px solid ${theme.colors.border}` }}
      />
      <input
        id={id}
        type="text"
        value={text}
        disabled={locked}
        spellCheck={false}
        maxLength={40}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={() => onBlur(id, text)}
        onFocus={() => onFocus(id, text)}
        css={{ font: 'inherit', fontFamily: 'monospace', padding: theme.spacing.xs, width: 140 }}
      />
    </div>
  );
}
