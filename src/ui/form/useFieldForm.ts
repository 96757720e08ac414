import { useRef, useState } from 'react';
import { validateField, validateForm, type FieldRules } from './fieldRules';

/** One field of a form: its value's name, the rule to check it by (default: its name) and whether it is required. */
export interface FieldSpec {
  name: string;
  rule?: string;
  required: boolean;
}

/** Fields re-checked when another changes (SPEC §5: changing the password re-checks confirm). */
const DEPENDENTS: Record<string, string> = { password: 'confirmPassword', newPassword: 'confirmPassword' };

/**
 * Values, errors (as i18n keys, so a language change re-translates every visible error) and input refs of a form.
 * A field is checked on blur and, once it shows an error, on every change; submit checks all and focuses the first
 * failing field. Fields are checked by the shared rules (`fieldRules`), or by `rules` where a feature gives its own.
 */
export function useFieldForm(initial: Record<string, string>, rules?: FieldRules) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState(false);
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});

  const check = (spec: FieldSpec, form: Record<string, string>) =>
    validateField(spec.rule ?? spec.name, form[spec.name] ?? '', form, spec.required, rules);

  const setError = (name: string, key: string | undefined) =>
    setErrors((e) => {
      const next = { ...e };
      if (key) next[name] = key;
      else delete next[name];
      return next;
    });

  return {
    values,
    errors,
    touched,
    /** Updates a value; re-checks it (and its dependent) when an error is already shown. */
    change(name: string, value: string, specs: readonly FieldSpec[]) {
      const form = { ...values, [name]: value };
      // From the latest values, not this render's: two changes before a render (a field replayed after hydration,
      // autofill) both stay.
      setValues((latest) => ({ ...latest, [name]: value }));
      setTouched(true);
      const own = specs.find((s) => s.name === name);
      if (own && errors[name]) setError(name, check(own, form));
      const dependent = specs.find((s) => s.name === DEPENDENTS[name]);
      if (dependent && form[dependent.name]) setError(dependent.name, check(dependent, form));
    },
    blur(name: string, specs: readonly FieldSpec[]) {
      const spec = specs.find((s) => s.name === name);
      if (spec) setError(name, check(spec, values));
    },
    /** Checks the given fields (others keep their errors); focuses the first failing one. Returns whether the form is valid. */
    validate(specs: readonly FieldSpec[]): boolean {
      const found = validateForm(specs, values, rules);
      setErrors((e) => {
        const next = { ...e };
        for (const spec of specs) delete next[spec.name];
        return { ...next, ...found };
      });
      const first = Object.keys(found)[0];
      if (first) inputs.current[first]?.focus();
      return first === undefined;
    },
    setError,
    /** Sets one value without validation (e.g. a server-side reset of a field). */
    reset(name: string, value = '') {
      setValues((v) => ({ ...v, [name]: value }));
    },
    replace(next: Record<string, string>) {
      setValues(next);
      setErrors({});
    },
    focus(name: string) {
      inputs.current[name]?.focus();
    },
    /** The ref callback for a field's input. */
    ref(name: string) {
      return (el: HTMLInputElement | null) => {
        inputs.current[name] = el;
      };
    },
  };
}

export type FieldForm = ReturnType<typeof useFieldForm>;
