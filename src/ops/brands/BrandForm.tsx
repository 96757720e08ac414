import Form from '@rjsf/core';
import {
  englishStringTranslator,
  TranslatableString,
  type ErrorSchema,
  type RJSFValidationError,
  type ValidatorType,
} from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandProblem } from '@common/generated/api';
import flagsFns from '../../config/generated/brandForms/flags.js';
import menusFns from '../../config/generated/brandForms/menus.js';
import registerFns from '../../config/generated/brandForms/register.js';
import rulesFns from '../../config/generated/brandForms/rules.js';
import themeFns from '../../config/generated/brandForms/theme.js';
import type { BrandConfig } from '../../config/generated/types';
import { ColorWidget } from './ColorWidget';
import { formSchemas } from './formSchemas';
import { getAt, setAt } from './pointer';
import { locate, type FormTab } from './tabs';
import { tabUiSchema } from './uiSchemas';

type Data = Record<string, unknown>;

// Precompiled at build time (scripts/gen-brand-forms.ts): compiling in the browser needs `new Function`, which the
// console's CSP refuses.
const validators: Record<FormTab['id'], ValidatorType> = {
  theme: createPrecompiledValidator(themeFns, formSchemas.theme),
  flags: createPrecompiledValidator(flagsFns, formSchemas.flags),
  menus: createPrecompiledValidator(menusFns, formSchemas.menus),
  register: createPrecompiledValidator(registerFns, formSchemas.register),
  rules: createPrecompiledValidator(rulesFns, formSchemas.rules),
};
const widgets = { color: ColorWidget };
const stringNames = new Map(Object.entries(TranslatableString).map(([name, value]) => [value as string, name]));

/** The problems of this tab's fields as rjsf's error tree (the schema's own errors come from live validation). */
function problemErrors(tab: FormTab, problems: readonly BrandProblem[], text: (p: BrandProblem) => string) {
  const tree: Data = {};
  for (const problem of problems) {
    const place = problem.check === 'schema' ? undefined : locate(problem.path);
    if (place?.tab !== tab.id) continue;
    let node = tree;
    for (const segment of place.segments) node = (node[segment] ??= {}) as Data;
    ((node.__errors ??= []) as string[]).push(text(problem));
  }
  return tree as ErrorSchema;
}

/**
 * One form tab of a brand, generated from its schema by rjsf: the parts of the configuration the tab edits become the
 * form's data, and every change is written back into the working configuration at the parts' pointers. Field ids are
 * `<tab>_<part>_<property>…` (tabs.ts `locate`), which the checks' "go to" uses.
 */
export function BrandForm({
  tab,
  config,
  problems,
  readOnly,
  onChange,
}: {
  tab: FormTab;
  config: BrandConfig;
  problems: readonly BrandProblem[];
  readOnly: boolean;
  onChange: (next: BrandConfig) => void;
}) {
  const { t, i18n } = useTranslation('brands');
  const schema = formSchemas[tab.id];
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the language changes
  const uiSchema = useMemo(() => tabUiSchema(tab, schema, t), [tab, schema, t, i18n.language]);
  const formData = useMemo(
    () => Object.fromEntries(tab.sections.map((s) => [s.key, getAt(config, s.pointer)])),
    [tab, config],
  );
  const extraErrors = useMemo(() => problemErrors(tab, problems, (p) => t(p.messageKey, p.params)), [tab, problems, t]);

  const transformErrors = (errors: RJSFValidationError[]) =>
    errors.map((error) => {
      const message = t(`form.errors.${error.name ?? 'other'}`, {
        ...(error.params as object),
        defaultValue: t('form.errors.other'),
      });
      return { ...error, message, stack: message };
    });
  const translateString = (key: TranslatableString, params?: string[]) => {
    const english = englishStringTranslator(key, params);
    const name = stringNames.get(key);
    return name ? t(`form.rjsf.${name}`, { defaultValue: english }) : english;
  };

  const write = (data: Data | undefined) => {
    let next = config;
    for (const section of tab.sections) {
      const value = data?.[section.key];
      const before = getAt(config, section.pointer);
      // rjsf fills an absent optional object with {}: that is no change, and must not make the draft "unsaved".
      const emptyFill =
        before === undefined && value !== null && typeof value === 'object' && !Object.keys(value).length;
      if (value !== before && !emptyFill) next = setAt(next, section.pointer, value);
    }
    if (next !== config) onChange(next);
  };

  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validators[tab.id]}
      formData={formData}
      idPrefix={tab.id}
      idSeparator="_"
      widgets={widgets}
      liveValidate="onChange"
      showErrorList={false}
      noHtml5Validate
      extraErrors={extraErrors}
      transformErrors={transformErrors}
      translateString={translateString}
      readonly={readOnly}
      experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipEmptyDefaults' }}
      onChange={(event) => write(event.formData as Data | undefined)}
      onSubmit={() => undefined}
    />
  );
}
