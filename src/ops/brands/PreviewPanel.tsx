import { useTheme } from '@emotion/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_PARAM } from '@common/brandPreview';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall } from '../api';
import { opsErrorText } from '../errorText';
import { Button } from '../ui/Button';
import { formatTime } from '../ui/format';
import { fitFrames, PHONE } from './frameFit';
import { useElementWidth } from './useElementWidth';

export type PreviewOf = 'draft' | 'live';
type FrameLanguage = 'EN' | 'TY';

/** The screens a brand change touches (issue 30), each as a signed-out visitor or a member sees it. */
export const PREVIEW_FRAMES = [
  { screen: 'home', path: '/m/home', audience: 'guest' },
  { screen: 'login', path: '/m/login', audience: 'guest' },
  { screen: 'memberCentre', path: '/m/mine', audience: 'member' },
  { screen: 'deposit', path: '/m/voucherCenter', audience: 'member' },
  { screen: 'agentHome', path: '/m/agent', audience: 'member' },
] as const;

/**
 * The player app's URL for a frame: the console's own origin (the brand comes from the token, so the console's host
 * need not be one of the brand's domains), with the token and the frame's language.
 */
export function previewSrc(path: string, token: string, language: FrameLanguage): string {
  return `${path}?${new URLSearchParams({ [PREVIEW_PARAM]: token, language })}`;
}

/**
 * The player app in phone frames for a brand's draft or live version, through a short-lived preview token the console
 * mints (POST /ops/api/brands/:brandId/preview). A new token is minted on reload and whenever the draft is saved
 * (`draftUpdatedAt`): a token previews the save it was minted for, no other.
 */
export function PreviewPanel({
  brandId,
  of,
  neverPublished = false,
  draftUpdatedAt,
}: {
  brandId: string;
  of: PreviewOf;
  /** A brand with no live version has no members: the signed-in frames can only ask to sign in. */
  neverPublished?: boolean;
  draftUpdatedAt?: number;
}) {
  const { t, i18n } = useTranslation('brandPreview');
  const theme = useTheme();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const gap = parseFloat(theme.spacing.lg);
  // Each phone scaled to fit the panel as it is now (up to 100%), measured again whenever the panel resizes.
  const width = useElementWidth(panel);
  const fit = fitFrames(width ?? PHONE.width, PREVIEW_FRAMES.length, gap);
  const frame = { width: Math.floor(PHONE.width * fit.scale), height: Math.floor(PHONE.height * fit.scale) };
  const [language, setLanguage] = useState<FrameLanguage>('EN');
  // A reload mints a new token (retry), and so does a new save of the draft.
  const minted = useRemoteData(
    () => opsCall('opsBrandPreview', { params: { brandId }, body: { of } }),
    [brandId, of, draftUpdatedAt],
  );
  const ready = !minted.failed ? minted.data : undefined;

  return (
    <section ref={panel} aria-labelledby={titleId} css={{ display: 'grid', gap: theme.spacing.md }}>
      <h2 id={titleId} css={{ margin: 0, fontSize: theme.font.sizeLg }}>
        {t('title')}
      </h2>
      <p css={{ margin: 0 }}>{t('caption', { of: t(`of.${of}`) })}</p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.spacing.lg, alignItems: 'center' }}>
        <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'flex', gap: theme.spacing.md }}>
          <legend css={{ float: 'left', marginRight: theme.spacing.md }}>{t('language.label')}</legend>
          {(['EN', 'TY'] as const).map((code) => (
            <label key={code}>
              <input
                type="radio"
                name={`${titleId}-language`}
                checked={language === code}
                onChange={() => setLanguage(code)}
              />{' '}
              {t(`language.${code}`)}
            </label>
          ))}
        </fieldset>
        <Button onClick={minted.retry} disabled={minted.loading}>
          {t('reload')}
        </Button>
        <p role="status" css={{ margin: 0 }}>
          {minted.loading
            ? t('minting')
            : ready
              ? t('expires', { time: formatTime(ready.expiresAt, i18n.language) })
              : ''}
        </p>
      </div>
      <p css={{ margin: 0, color: theme.colors.textMuted }}>{t(neverPublished ? 'neverPublished' : 'members')}</p>
      {minted.failed && (
        <div role="alert">
          <p>{t('refused', { reason: opsErrorText(t, minted.error) })}</p>
          <Button onClick={minted.retry}>{t('retry')}</Button>
        </div>
      )}
      {ready && (
        <div
          css={{
            display: 'grid',
            gridTemplateColumns: `repeat(${fit.columns}, ${frame.width}px)`,
            gap: theme.spacing.lg,
          }}
        >
          {PREVIEW_FRAMES.map((shown) => {
            const label = t('frame', {
              screen: t(`screen.${shown.screen}`),
              language: t(`language.${language}`),
              audience: t(`audience.${shown.audience}`),
            });
            return (
              <div role="group" aria-label={label} key={shown.screen} css={{ display: 'grid', gap: theme.spacing.xs }}>
                <span aria-hidden css={{ fontSize: theme.font.sizeSm }}>
                  {label}
                </span>
                <div
                  css={{
                    ...frame,
                    overflow: 'hidden',
                    // A ring drawn outside the box, so the frame is exactly the width it was fitted to.
                    boxShadow: `0 0 0 1px ${theme.colors.border}`,
                    borderRadius: theme.radii.md,
                  }}
                >
                  <iframe
                    title={label}
                    src={previewSrc(shown.path, ready.token, language)}
                    width={PHONE.width}
                    height={PHONE.height}
                    css={{ border: 0, transform: `scale(${fit.scale})`, transformOrigin: '0 0' }}
                  />
                </div>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
