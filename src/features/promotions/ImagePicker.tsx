import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT_IMAGES, addImages, type ApplyLimits, type ImageProblem } from './applyRules';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  label {
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
  input[type='file'] {
    min-height: 44px;
    font: inherit;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Chosen = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.spacing.xs};
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  button {
    min-height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
`;

/** A chosen file's preview from an object URL, set on the element and revoked when the file goes. */
function Preview({ file }: { file: File }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={ref} alt={file.name} />;
}

/**
 * The application's images: a labelled file input filtered to png/jpg, each pick checked at once against the limits
 * (type, 5 MB, 3 images) with the refusal said in place, and the chosen images previewed with a Remove button each.
 */
export function ImagePicker({
  images,
  onChange,
  limits,
}: {
  images: readonly File[];
  onChange: (images: File[]) => void;
  limits: ApplyLimits;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<ImageProblem>();

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    // Cleared, so picking the same file again after removing it still fires a change.
    event.target.value = '';
    const next = addImages(images, picked, limits);
    setProblem(next.problem);
    onChange(next.images);
  };

  const remove = (index: number) => {
    setProblem(undefined);
    onChange(images.filter((_, i) => i !== index));
  };

  return (
    <Field>
      <label htmlFor={`${id}-file`}>{t('promotions.apply.images')}</label>
      <Hint id={`${id}-hint`}>
        {t('promotions.apply.imagesHint', { max: limits.maxImages, mb: Math.round(limits.maxImageBytes / 1048576) })}
      </Hint>
      <input
        id={`${id}-file`}
        type="file"
        accept={ACCEPT_IMAGES}
        multiple
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        onChange={pick}
      />
      {problem && (
        <Problem id={`${id}-problem`} role="alert">
          {t(`promotions.apply.problem.${problem}`, {
            max: limits.maxImages,
            mb: Math.round(limits.maxImageBytes / 1048576),
          })}
        </Problem>
      )}
      {images.length > 0 && (
        <Chosen aria-label={t('promotions.apply.chosen', { n: images.length, max: limits.maxImages })}>
          {images.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <Preview file={file} />
              <button
                type="button"
                aria-label={t('promotions.apply.remove', { name: file.name })}
                onClick={() => remove(index)}
              >
                {t('promotions.apply.removeShort')}
              </button>
            </li>
          ))}
        </Chosen>
      )}
    </Field>
  );
}
