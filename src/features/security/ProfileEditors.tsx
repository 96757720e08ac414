import { useTranslation } from 'react-i18next';
import type { EditorProps } from './editorProps';
import { ProfileValueEditor } from './ProfileValueEditor';

/** The e-mail address ("E-mail format is incorrect", under 255 characters). */
export function EmailEditor(props: EditorProps) {
  const { t } = useTranslation();
  return (
    <ProfileValueEditor
      {...props}
      field="email"
      type="email"
      autoComplete="email"
      maxLength={300}
      hint={t('security.profile.emailHint')}
    />
  );
}

/** The nickname, shown in the header instead of the account. */
export function NicknameEditor(props: EditorProps) {
  const { t } = useTranslation();
  return (
    <ProfileValueEditor
      {...props}
      field="nickname"
      autoComplete="nickname"
      maxLength={100}
      hint={t('security.profile.nicknameHint')}
    />
  );
}

/** The payee name: fixed while a bank card is bound, since every card's holder must equal it. */
export function PayeeNameEditor(props: EditorProps) {
  const { t } = useTranslation();
  const locked = props.config.bankCardCount > 0 ? t('security.profile.payeeLocked') : undefined;
  return (
    <ProfileValueEditor
      {...props}
      field="payeeName"
      autoComplete="name"
      maxLength={100}
      hint={t('security.profile.payeeHint')}
      locked={locked}
    />
  );
}
