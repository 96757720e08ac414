import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const Figure = styled.figure`
  display: grid;
  place-items: center;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  img {
    width: 200px;
    height: 200px;
    /* Scanners need dark modules on a light quiet zone whatever the brand's theme. */
    background: ${({ theme }) => theme.colors.surface};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The link as an SVG data URL; `qrcode` loads only when a QR is shown (its own chunk). */
async function qrDataUrl(text: string): Promise<string> {
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The invitation link as a QR code image, made in the browser by the `qrcode` package. */
export function InviteQr({ link }: { link: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ link: string; url?: string; failed?: boolean }>({ link: '' });
  useEffect(() => {
    let live = true;
    qrDataUrl(link).then(
      (url) => live && setState({ link, url }),
      () => live && setState({ link, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [link]);
  const current = state.link === link;
  return (
    <Figure>
      {current && state.url ? (
        <img src={state.url} alt={t('invite.qrAlt')} />
      ) : current && state.failed ? (
        <p role="alert">{t('invite.qrFailed')}</p>
      ) : (
        <p role="status">{t('invite.qrLoading')}</p>
      )}
    </Figure>
  );
}
