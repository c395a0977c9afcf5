import type { FieldErrors } from '@shop/contracts';
import { validate } from '@shop/contracts';
import { ApiError, describeError } from '@shop/platform';
import { Alert, Button } from '@shop/ui';
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useReportAccess } from '../access/access-problem';
import { useAdminLanguage, useText } from '../screens/text';
import styles from './kit.module.css';
import { AdminLink } from './navigation';
import { useUnsavedChangesGuard } from './unsaved-changes';

export type FormValues = Record<string, unknown>;

/** What the fields of a FormPage are given: the values, their errors and how to change them. */
export interface FormApi<V extends FormValues> {
  values: V;
  errors: FieldErrors;
  busy: boolean;
  set: <N extends keyof V & string>(name: N, value: V[N]) => void;
  /** Props for a TextField or Select of `name`: name, value, onChange, error. */
  text: (name: keyof V & string) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  };
  /** Props for a TranslatedTextField of `name` (a `{ pl, en }` value). */
  translated: (name: keyof V & string) => {
    name: string;
    value: Record<string, string>;
    errors: FieldErrors;
    onChange: (value: Record<string, string>) => void;
  };
}

export interface FormPageProps<S extends z.ZodType, V extends FormValues> {
  /** Names the form (`data-form`), for tests and journeys. */
  name: string;
  /** The contract schema from @shop/contracts the server checks too: the same messages on both sides. */
  schema: S;
  /** The values the form starts from (and returns to after a save). */
  initial: V;
  /** Turns the values into what the schema checks (e.g. only the changed fields of a PATCH). */
  prepare?: (values: V, initial: V) => unknown;
  /** Sends what the schema made of the values; an ApiError with `fields` shows them at their fields. */
  onSubmit: (data: z.output<S>) => Promise<void>;
  /** Where Cancel goes (a link); without it there is no Cancel. */
  cancelHref?: string;
  submitLabel?: string;
  children: (form: FormApi<V>) => ReactNode;
}

/**
 * A form checked with a contract schema in the browser and answered field by field by the server, which
 * asks before unsaved changes are left behind. The building block of every admin edit and create page.
 */
export function FormPage<S extends z.ZodType, V extends FormValues>({
  name,
  schema,
  initial,
  prepare,
  onSubmit,
  cancelHref,
  submitLabel,
  children,
}: FormPageProps<S, V>) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // While a save is under way the page may move on to what was saved (a create opens the new entity).
  const saving = useRef(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const release = useUnsavedChangesGuard(dirty && !saving.current, t('kit.form.unsaved'));

  // After a failed submit, focus goes to the first field that needs correcting.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = <N extends keyof V & string>(field: N, value: V[N]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const kept = Object.entries(current).filter(([path]) => path !== field && !path.startsWith(`${field}.`));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  };
  const form: FormApi<V> = {
    values,
    errors,
    busy,
    set,
    text: (field) => ({
      name: field,
      value: String(values[field] ?? ''),
      error: errors[field],
      onChange: (event) => set(field, event.target.value as V[typeof field]),
    }),
    translated: (field) => ({
      name: field,
      value: (values[field] ?? {}) as Record<string, string>,
      errors: Object.fromEntries(
        Object.entries(errors).filter(([path]) => path === field || path.startsWith(`${field}.`)),
      ),
      onChange: (value) => set(field, value as V[typeof field]),
    }),
  };

  const fail = (fields: FieldErrors, message: string) => {
    setErrors(fields);
    setFormError(message);
    setAttempt((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(undefined);
    const checked = validate(schema, prepare ? prepare(values, saved) : values, lang);
    if (!checked.ok) {
      fail(checked.fields, t('kit.form.fixErrors'));
      return;
    }
    setBusy(true);
    saving.current = true;
    release();
    try {
      await onSubmit(checked.data);
      setErrors({});
      setSaved(values);
    } catch (error) {
      if (reportAccess(error)) return;
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) fail(error.fields, error.message);
      else fail({}, describeError(error, lang));
    } finally {
      saving.current = false;
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className={styles.form} data-form={name} noValidate onSubmit={submit}>
      {formError && (
        <Alert tone="danger" announce="assertive">
          {formError}
        </Alert>
      )}
      {children(form)}
      <div className={styles.form__actions}>
        <Button type="submit" loading={busy} loadingLabel={t('kit.form.saving')}>
          {submitLabel ?? t('kit.form.save')}
        </Button>
        {cancelHref && (
          <AdminLink className={styles.form__cancel} href={cancelHref}>
            {t('kit.form.cancel')}
          </AdminLink>
        )}
      </div>
    </form>
  );
}

/** The fields of `values` that differ from `initial`: the body of a PATCH. */
export function changedValues<V extends FormValues>(values: V, initial: V): Partial<V> {
  return Object.fromEntries(
    Object.entries(values).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(initial[field])),
  ) as Partial<V>;
}
