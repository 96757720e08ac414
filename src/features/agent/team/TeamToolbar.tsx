import styled from '@emotion/styled';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../../../ui/Button';

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing.sm};
  input[type='search'] {
    min-width: 0;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

/** A search box for a member's user name, submitted with Enter or the Search button; an empty search clears it. */
export function MemberSearch({
  label,
  initial = '',
  onSearch,
  children,
}: {
  label: string;
  initial?: string;
  onSearch: (keyword: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <Form role="search" onSubmit={submit} aria-label={label}>
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={value}
        maxLength={64}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => setValue(event.target.value)}
      />
      <SecondaryButton type="submit">{t('agent.search')}</SecondaryButton>
      {children}
    </Form>
  );
}
