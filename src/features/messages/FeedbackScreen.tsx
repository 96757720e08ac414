import styled from '@emotion/styled';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../api/callApi';
import { paths } from '../../registry/paths';
import { useStores } from '../../stores/StoresContext';
import { PrimaryButton } from '../../ui/Button';
import { FormAlert, FormStack } from '../../ui/form/FormLayout';
import { useSubmit } from '../../ui/form/useSubmit';
import { FeatureUnavailable } from './FeatureUnavailable';
import { FeedbackField } from './FeedbackField';
import { checkFeedback, refusalText } from './feedbackCheck';

const Page = styled.div`
  padding: ${({ theme }) => theme.spacing.md};
`;

const Sent = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

/**
 * Feedback (FEEDBACK3, SPEC §5 word bounds): the count updates as the member types; a text out of bounds is refused
 * in place with its count, a server refusal shows as an alert, and the text is kept either way. The reply carries
 * the inbox's new unread count, so the header's dot shows the operator's answer at once.
 */
export const FeedbackScreen = observer(function FeedbackScreen() {
  const { settings, inbox } = useStores();
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [sent, setSent] = useState(false);
  const { busy, problem, setProblem, run } = useSubmit();

  if (!settings.isOn('FEEDBACK3')) return <FeatureUnavailable />;

  const onChange = (value: string) => {
    setText(value);
    setSent(false);
    // A shown refusal follows the text: it goes once the text is fine, and its counts stay current.
    if (fieldError) setFieldError(checkFeedback(t, value));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const local = checkFeedback(t, text);
    setFieldError(local);
    if (local) return;
    void run(async () => (await callApi('feedbackSubmit', { body: { content: text } })).value, {
      loading: t('messages.feedback.sending'),
      onSuccess: (reply) => {
        inbox.setUnread(reply.unreadCount);
        setText('');
        setSent(true);
      },
      onError: (error) => setProblem(refusalText(t, error)),
    });
  };

  return (
    <Page>
      {sent && (
        <Sent role="status">
          <p>{t('messages.feedback.sent')}</p>
          <Link to={paths.webEmail}>{t('messages.feedback.openMessages')}</Link>
        </Sent>
      )}
      <FormStack noValidate onSubmit={submit}>
        <FeedbackField value={text} onChange={onChange} error={fieldError} />
        <FormAlert>{problem}</FormAlert>
        <PrimaryButton type="submit" disabled={busy}>
          {t('messages.feedback.send')}
        </PrimaryButton>
      </FormStack>
    </Page>
  );
});

export default FeedbackScreen;
