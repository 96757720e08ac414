import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';

const TYPES = ['image/svg+xml', 'image/png', 'image/webp'];
const RASTER_LIMIT = 256 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The logo: the current one shown as an image (a data URL: its SVG never enters the page's markup), a file input for
 * SVG, PNG or WebP, and removal. A raster over 256 KB is refused here; the server checks it again and sanitises an
 * SVG when the draft is saved (a refusal appears as the save's error).
 */
export function LogoTab({
  logo,
  readOnly,
  onChange,
}: {
  logo: string | null;
  readOnly: boolean;
  onChange: (logo: string | null) => void;
}) {
  const { t } = useTranslation('brands');
  const theme = useTheme();
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState('');

  async function choose(file: File | undefined) {
    setError(undefined);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setError(t('logo.wrongType'));
    if (file.type !== 'image/svg+xml' && file.size > RASTER_LIMIT)
      return setError(t('logo.tooBig', { size: Math.ceil(file.size / 1024) }));
    try {
      onChange(await readAsDataUrl(file));
      setStatus(t('logo.changed'));
    } catch {
      setError(t('logo.readFailed'));
    }
  }

  return (
    <div css={{ display: 'grid', gap: theme.spacing.lg, maxWidth: 560 }}>
      <figure css={{ margin: 0, display: 'grid', gap: theme.spacing.sm }}>
        <figcaption css={{ fontWeight: theme.font.weightBold }}>{t('logo.current')}</figcaption>
        {logo ? (
          <img
            src={logo}
            alt={t('logo.current')}
            css={{ maxWidth: 240, maxHeight: 96, background: theme.colors.surfaceAlt, padding: theme.spacing.sm }}
          />
        ) : (
          <p css={{ margin: 0 }}>{t('logo.none')}</p>
        )}
      </figure>
      {!readOnly && (
        <>
          <div css={{ display: 'grid', gap: theme.spacing.xs }}>
            <label htmlFor="brand-logo-file" css={{ fontWeight: theme.font.weightBold }}>
              {t('logo.file')}
            </label>
            <input
              id="brand-logo-file"
              type="file"
              accept={TYPES.join(',')}
              aria-describedby="brand-logo-hint"
              aria-invalid={error ? true : undefined}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
            <span id="brand-logo-hint" css={{ color: theme.colors.textMuted, fontSize: theme.font.sizeSm }}>
              {t('logo.hint')}
            </span>
            {error && (
              <p role="alert" css={{ margin: 0, color: theme.colors.danger }}>
                {error}
              </p>
            )}
          </div>
          {logo && (
            <div>
              <Button onClick={() => (onChange(null), setStatus(t('logo.changed')))}>{t('logo.remove')}</Button>
            </div>
          )}
          <p role="status" css={{ margin: 0 }}>
            {status}
          </p>
        </>
      )}
    </div>
  );
}
