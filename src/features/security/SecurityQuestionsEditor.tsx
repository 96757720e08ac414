import type { SecurityQuestionsReply, SecurityQuestionsSetBody } from '@common/generated/api';
import styled from '@emotion/styled';
import { tidy } from '@common/securityFormats';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteData } from '../../api/useRemoteData';
import { useStores } from '../../stores/StoresContext';
import { PrimaryButton } from '../../ui/Button';
import { FormField } from '../../ui/form/FormField';
import { FormAlert, FormStack } from '../../ui/form/FormLayout';
import { FormSelectField } from '../../ui/form/SelectField';
import { useFieldForm, type FieldSpec } from '../../ui/form/useFieldForm';
import { useSubmit } from '../../ui/form/useSubmit';
import { AsyncView } from '../../ui/LoadState';
import type { EditorProps } from './editorProps';
import { showRefusal } from './refusals';
import { callApi } from '../../api/callApi';
import { securityRules } from './securityRules';

const Status = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
  }
  span + span {
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Picks `required` different questions, answers each and proves it with the login password. */
function AnswersForm({ data, onSaved, onClose }: { data: SecurityQuestionsReply } & Omit<EditorProps, 'config'>) {
  const { t } = useTranslation();
  const slots = range(data.required);
  const specs: FieldSpec[] = [
    ...slots.flatMap((i) => [
      { name: `question${i}`, rule: 'question', required: true },
      { name: `answer${i}`, rule: 'answer', required: true },
    ]),
    { name: 'loginPassword', required: true },
  ];
  const form = useFieldForm(
    Object.fromEntries([
      ...slots.flatMap((i) => [
        [`question${i}`, ''],
        [`answer${i}`, ''],
      ]),
      ['loginPassword', ''],
    ]),
    securityRules,
  );
  const { busy, problem, setProblem, run } = useSubmit();
  const options = data.questions.map((q) => ({ value: String(q.id), label: q.text }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate(specs)) return;
    const answers = slots.map((i) => ({
      questionId: Number(form.values[`question${i}`]),
      answer: tidy(form.values[`answer${i}`] ?? ''),
    }));
    // Replaces every earlier answer.
    const body = {
      answers: answers as SecurityQuestionsSetBody['answers'],
      loginPassword: form.values.loginPassword ?? '',
    };
    void run(() => callApi('securityQuestionsSet', { body }), {
      success: t('security.saved'),
      onSuccess: () => {
        onSaved();
        onClose();
      },
      onError: (error) => showRefusal(error, form, setProblem, {}, 'loginPassword'),
    });
  };

  return (
    <>
      <Status aria-label={t('security.questions.statusLabel')}>
        {data.questions.map((q) => (
          <li key={q.id}>
            <span>{q.text}</span>
            <span>
              {t(data.answered.includes(q.id) ? 'security.questions.answered' : 'security.questions.notAnswered')}
            </span>
          </li>
        ))}
      </Status>
      <FormStack noValidate onSubmit={submit} aria-label={t('security.items.securityQuestions')}>
        {slots.map((i) => (
          <Pair key={i}>
            <FormSelectField
              form={form}
              specs={specs}
              name={`question${i}`}
              label={t('security.questions.question', { n: i + 1 })}
              placeholder={t('security.questions.choose')}
              options={options}
            />
            <FormField
              form={form}
              specs={specs}
              name={`answer${i}`}
              label={t('security.questions.answer', { n: i + 1 })}
              placeholder={t('security.questions.answerHint')}
              autoComplete="off"
              maxLength={60}
            />
          </Pair>
        ))}
        <FormField
          form={form}
          specs={specs}
          name="loginPassword"
          type="password"
          label={t('security.questions.loginPassword')}
          autoComplete="current-password"
          maxLength={64}
        />
        {data.answered.length > 0 && <Note>{t('security.questions.replaceNote')}</Note>}
        <FormAlert>{problem}</FormAlert>
        <PrimaryButton type="submit" disabled={busy}>
          {t('security.save')}
        </PrimaryButton>
      </FormStack>
    </>
  );
}

/** The security questions: which are answered, and a new answer set (replacing the earlier one). */
export const SecurityQuestionsEditor = observer(function SecurityQuestionsEditor({ onSaved, onClose }: EditorProps) {
  const { ui } = useStores();
  const questions = useRemoteData(async () => (await callApi('securityQuestions')).value, [ui.language], {
    delayMs: 200,
  });
  return (
    <AsyncView state={questions} isEmpty={(d) => d.questions.length === 0}>
      {(data) => <AnswersForm data={data} onSaved={onSaved} onClose={onClose} />}
    </AsyncView>
  );
});
