import { observer } from 'mobx-react-lite';
import { useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../api/callApi';
import { useRemoteData } from '../../api/useRemoteData';
import { useStores } from '../../stores/StoresContext';
import { AsyncView } from '../../ui/LoadState';
import { BankCardsEditor } from './BankCardsEditor';
import { EditorFrame } from './EditorFrame';
import type { EditorProps } from './editorProps';
import { HeadIconEditor } from './HeadIconEditor';
import { PaymentPasswordEditor } from './PaymentPasswordEditor';
import { EmailEditor, NicknameEditor, PayeeNameEditor } from './ProfileEditors';
import { SecurityList } from './SecurityList';
import { isEditable, type SecurityItemId } from './securityItems';
import { SecurityQuestionsEditor } from './SecurityQuestionsEditor';

const EDITORS: Record<Exclude<SecurityItemId, 'mobile'>, ComponentType<EditorProps>> = {
  paymentPassword: PaymentPasswordEditor,
  bankCards: BankCardsEditor,
  securityQuestions: SecurityQuestionsEditor,
  email: EmailEditor,
  nickname: NicknameEditor,
  payeeName: PayeeNameEditor,
  headIcon: HeadIconEditor,
};

/** Marks a history entry the list pushed, so leaving the editor can go back to the list's entry. */
interface OpenedFromList {
  fromList?: boolean;
}

/**
 * /m/securityCenter: the list of settings, or one editor in its place at `?edit=<id>` (a history entry, so browser
 * Back and the header's back arrow return to the list, with focus back on the row that opened it).
 */
export default observer(function SecurityCentreScreen() {
  const { t } = useTranslation();
  const { session } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const edit = params.get('edit');
  const editing = isEditable(edit) ? edit : undefined;
  const config = useRemoteData(async () => (await callApi('securityConfig')).value, []);

  // The row to focus when the list comes back: the editor that was open last.
  const lastEditor = useRef<SecurityItemId>(undefined);
  if (editing) lastEditor.current = editing;

  const open = (id: SecurityItemId) => navigate({ search: `?edit=${id}` }, { state: { fromList: true } });
  const close = () => {
    if ((location.state as OpenedFromList | null)?.fromList) navigate(-1);
    else setParams({}, { replace: true });
  };
  const saved = () => {
    config.retry();
    // The header shows the nickname; the member info carries it.
    void callApi('memberInfo').then(
      ({ value }) => session.setMember(value),
      () => undefined,
    );
  };

  return (
    <AsyncView state={config} isEmpty={() => false}>
      {(data) => {
        if (!editing) return <SecurityList config={data} focusId={lastEditor.current} onOpen={open} />;
        const Editor = EDITORS[editing as keyof typeof EDITORS];
        return (
          <EditorFrame key={editing} title={t(`security.items.${editing}`)} onClose={close}>
            <Editor config={data} onSaved={saved} onClose={close} />
          </EditorFrame>
        );
      }}
    </AsyncView>
  );
});
