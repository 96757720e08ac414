import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteData } from '../../api/useRemoteData';
import { PrimaryButton } from '../../ui/Button';
import { FormAlert, FormStack } from '../../ui/form/FormLayout';
import { useSubmit } from '../../ui/form/useSubmit';
import { AsyncView } from '../../ui/LoadState';
import type { EditorProps } from './editorProps';
import { callApi } from '../../api/callApi';
import { headIconUrl } from './securityItems';

/** The 12 head icons of SPEC §7. */
const ICONS = Array.from({ length: 12 }, (_, i) => i + 1);

const Grid = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.spacing.sm};
  }
`;

/** A native radio (so arrow keys move the choice) drawn as its picture; the picture's alt names it. */
const Option = styled.label`
  position: relative;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.spacing.xs};
  border: 2px solid transparent;
  border-radius: 50%;
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  img {
    width: 56px;
    height: 56px;
    border-radius: 50%;
  }
`;

function IconForm({ current, onSaved, onClose }: { current: number } & Omit<EditorProps, 'config'>) {
  const { t } = useTranslation();
  const [icon, setIcon] = useState(current);
  const { busy, problem, run } = useSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // Form-encoded `icon=n` (SPEC §7).
    void run(async () => (await callApi('memberInfoIconSet', { body: { icon: String(icon) }, form: true })).value, {
      success: t('security.saved'),
      onSuccess: () => {
        onSaved();
        onClose();
      },
    });
  };
  return (
    <FormStack noValidate onSubmit={submit} aria-label={t('security.items.headIcon')}>
      <Grid>
        <legend>{t('security.icon.groupLabel')}</legend>
        {ICONS.map((n) => (
          <Option key={n}>
            <input type="radio" name="icon" value={n} checked={icon === n} onChange={() => setIcon(n)} />
            <img src={headIconUrl(n)} alt={t('security.icon.option', { n })} />
          </Option>
        ))}
      </Grid>
      <FormAlert>{problem}</FormAlert>
      <PrimaryButton type="submit" disabled={busy}>
        {t('security.save')}
      </PrimaryButton>
    </FormStack>
  );
}

/** The head icon: GET the current one, pick one of 12, POST it form-encoded. */
export function HeadIconEditor({ onSaved, onClose }: EditorProps) {
  const icon = useRemoteData(async () => (await callApi('memberInfoIcon')).value, []);
  return (
    <AsyncView state={icon} isEmpty={() => false}>
      {(data) => <IconForm current={data.icon} onSaved={onSaved} onClose={onClose} />}
    </AsyncView>
  );
}
