import type { ActivityApplication } from '@common/generated/api';
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandTime } from '../../stores/useBrandTime';
import { callApiFile } from '../../api/callApi';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeMd};
  }
  p {
    margin: 0;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: ${({ theme }) => theme.spacing.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Pending = styled.span`
  display: block;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** An uploaded image: served to its owner only, so fetched with the session and shown from an object URL. */
function UploadedImage({ id, alt }: { id: number; alt: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const abort = new AbortController();
    let made: string | undefined;
    callApiFile('activityUpload', { params: { id }, signal: abort.signal }).then(
      (blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => undefined,
    );
    return () => {
      abort.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [id]);
  return url ? <img src={url} alt={alt} /> : <Pending role="img" aria-label={alt} />;
}

/** What the member sent: when, the remark, the images, and the operator's reason after a rejection. */
export function ApplicationSummary({ application }: { application: ActivityApplication }) {
  const { t } = useTranslation();
  const { formatDate } = useBrandTime();
  return (
    <Box aria-label={t('promotions.application.title')}>
      <h3>{t('promotions.application.title')}</h3>
      <Muted>{t('promotions.application.sentAt', { at: formatDate(application.createdAt, 'YYYY/MM/DD HH:mm') })}</Muted>
      {application.remark && <p>{application.remark}</p>}
      {application.images.length > 0 && (
        <ul>
          {application.images.map((image, index) => (
            <li key={image.id}>
              <UploadedImage id={image.id} alt={t('promotions.application.image', { n: index + 1 })} />
            </li>
          ))}
        </ul>
      )}
      {application.status === 'rejected' && application.reason && (
        <p>{t('promotions.application.reason', { reason: application.reason })}</p>
      )}
    </Box>
  );
}
