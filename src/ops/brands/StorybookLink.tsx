import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_PARAM } from '@common/brandPreview';
import { API_ENDPOINTS, type DevStatus } from '@common/generated/api';
import { useRemoteData } from '../../api/useRemoteData';
import { opsCall, opsHttp } from '../api';
import { opsErrorText } from '../errorText';
import { Button } from '../ui/Button';
import { formatTime } from '../ui/format';

/** Where the server serves the built Storybook (server/src/routes/devQa.ts), when it does. */
export const STORYBOOK_PATH = '/storybook/';

/**
 * Whether this server serves Storybook: its dev status says so (GET /__dev/status). In production the dev tools are
 * off, the endpoint answers 404 and there is no Storybook to link to.
 */
async function storybookServed(): Promise<boolean> {
  const reply = await opsHttp
    .get<{ success?: boolean; value?: DevStatus }>(API_ENDPOINTS.devStatus.path, { validateStatus: () => true })
    .catch(() => undefined);
  return !!reply?.data?.success && reply.data.value?.storybook === true;
}

/** The Storybook URL that shows a brand under a preview token (src/storybook/previewBrand.ts reads it). */
export const storybookUrl = (token: string, origin = location.origin): string =>
  `${origin}${STORYBOOK_PATH}?${new URLSearchParams({ [PREVIEW_PARAM]: token })}`;

/** A made link, with what it was made for: a token previews one save of the draft, so a new save hides it. */
type Link = { url: string; expiresAt: number; copied: boolean; madeFor: string };

/**
 * "Open in Storybook" for a brand's draft or live version: mints a fresh preview token (the same as the phone frames',
 * brands.read) and offers the Storybook link carrying it, copied to the clipboard to paste into a review. Shown only
 * where the server serves Storybook.
 */
export function StorybookLink({
  brandId,
  of,
  draftUpdatedAt,
}: {
  brandId: string;
  of: 'draft' | 'live';
  /** The draft's last save: a link made before it no longer shows (its token would be ignored). */
  draftUpdatedAt?: number;
}) {
  const { t, i18n } = useTranslation('storybookLink');
  const theme = useTheme();
  const served = useRemoteData(storybookServed, []);
  const madeFor = `${brandId}/${of}/${draftUpdatedAt ?? ''}`;
  const [made, setLink] = useState<Link>();
  const link = made?.madeFor === madeFor ? made : undefined;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  if (!served.data) return null;

  const mint = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { token, expiresAt } = await opsCall('opsBrandPreview', { params: { brandId }, body: { of } });
      const url = storybookUrl(token);
      // The clipboard may be refused (no permission, no focus): the link below is there to copy by hand.
      const copied = await navigator.clipboard
        ?.writeText(url)
        .then(() => true)
        .catch(() => false);
      setLink({ url, expiresAt, copied: !!copied, madeFor });
    } catch (failure) {
      setLink(undefined);
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.spacing.md, alignItems: 'center' }}>
      <Button onClick={mint} disabled={busy}>
        {t(`make.${of}`)}
      </Button>
      {link && (
        <>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {t('open')}
          </a>
          <p role="status" css={{ margin: 0 }}>
            {t(link.copied ? 'copied' : 'copyByHand', { time: formatTime(link.expiresAt, i18n.language) })}
          </p>
        </>
      )}
      {error !== undefined && (
        <p role="alert" css={{ margin: 0 }}>
          {t('refused', { reason: opsErrorText(t, error) })}
        </p>
      )}
    </div>
  );
}
