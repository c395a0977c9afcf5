import type { FieldErrors, Validated } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, describeError, loadOnce } from '@shop/platform';
import { type ChangeEvent, type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';

// The account's forms check their values with the same zod schemas the accounts service uses, so the
// shopper reads the same SPEC §5 message whichever side caught a mistake. The schemas (and zod) load on
// the first check, not with the page (docs/decisions/first-visit-javascript.md, "The browser imports zod-free
// parts of `@shop/contracts`").

type Contracts = typeof import('@shop/contracts');
/** Names of the account schemas a form may be checked with. */
export type AccountSchema =
  | 'Login'
  | 'Register'
  | 'LoginLinkRequest'
  | 'ForgotPassword'
  | 'ResetPassword'
  | 'ChangePassword'
  | 'CustomerProfile'
  | 'AddressInput';
type Output<K extends AccountSchema> = ReturnType<Contracts[K]['parse']>;

const loadContracts = loadOnce(() => import('@shop/contracts'));

/** Checks `values` with a schema of `@shop/contracts`; field messages come in `lang`. */
export async function check<K extends AccountSchema>(
  schema: K,
  values: unknown,
  lang: StorefrontLanguage,
): Promise<Validated<Output<K>>> {
  const loaded = await loadContracts();
  return loaded.validate(loaded[schema], values, lang) as Validated<Output<K>>;
}

export type FormValues = Record<string, string | boolean>;

/** What a form shows besides its values: the field messages, one message for the whole form, progress. */
export interface FormState<V extends FormValues> {
  values: V;
  errors: FieldErrors;
  formError: string | undefined;
  busy: boolean;
  set: <N extends keyof V>(name: N, value: V[N]) => void;
  /** Props of a text input or select bound to `name`: value, onChange and its error. */
  text: (name: keyof V & string) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  };
  reset: (values: V) => void;
  /**
   * A submit handler: checks the values with `schema`, then `send`s what the schema made of them. Field
   * errors of the check or of the server's answer are shown under their fields and focus the first one.
   */
  onSubmit: <K extends AccountSchema>(
    schema: K,
    send: (data: Output<K>) => Promise<void>,
    prepare?: (values: V) => unknown,
  ) => (event: FormEvent<HTMLFormElement>) => Promise<void>;
  formRef: RefObject<HTMLFormElement | null>;
}

export function useFormState<V extends FormValues>(initial: V, lang: StorefrontLanguage, fixErrors: string) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a failed submit, focus goes to the first field that needs correcting.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = useCallback(<N extends keyof V>(name: N, value: V[N]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name as string]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);

  const text = (name: keyof V & string) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      set(name, event.target.value as V[typeof name]),
  });

  function failWith(fields: FieldErrors, message: string | undefined) {
    setErrors(fields);
    setFormError(message);
    setAttempt((count) => count + 1);
  }

  const onSubmit =
    <K extends AccountSchema>(schema: K, send: (data: Output<K>) => Promise<void>, prepare?: (values: V) => unknown) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      setBusy(true);
      setFormError(undefined);
      try {
        const checked = await check(schema, prepare ? prepare(values) : values, lang);
        if (!checked.ok) {
          failWith(checked.fields, fixErrors);
          return;
        }
        setErrors({});
        await send(checked.data);
      } catch (error) {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) failWith(error.fields, error.message);
        else failWith({}, describeError(error, lang));
      } finally {
        setBusy(false);
      }
    };

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
    setFormError(undefined);
  }, []);

  return { values, errors, formError, busy, set, text, reset, onSubmit, formRef } satisfies FormState<V>;
}
