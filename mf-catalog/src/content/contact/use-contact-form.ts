import { translate } from '@shop/contracts/messages';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError } from '@shop/platform';
import { type FormEvent, useId, useRef, useState } from 'react';
import { sendContactMessage } from '../../api/content';
import { useContentText } from '../../screens/PageFrame';
import { errorText } from '../LoadError';
import {
  type ContactDraft,
  type ContactField,
  checkContactDraft,
  contactFields,
  emptyDraft,
  startingDraft,
} from './contact-form';

export type ContactStatus = { state: 'editing' } | { state: 'sending' } | { state: 'sent'; message: string };

/**
 * The contact form's state: the draft, the field and form errors (the browser's check with the server's
 * schema, or the server's own), and sending it once. The first field with a mistake takes the focus.
 */
export function useContactForm(lang: StorefrontLanguage) {
  const t = useContentText(lang);
  const id = useId();
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const [draft, setDraft] = useState<ContactDraft>(() => startingDraft(window.location.search));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [status, setStatus] = useState<ContactStatus>({ state: 'editing' });
  // A second click while the schema loads or the message travels must not send it twice.
  const busy = useRef(false);

  const change = <K extends keyof ContactDraft>(field: K, value: ContactDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  function showErrors(fields: Record<string, string>, message: string) {
    setErrors(fields);
    setFormError(message);
    const first = contactFields.find((field) => fields[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setStatus({ state: 'sending' });
    try {
      const checked = await checkContactDraft(draft, lang);
      if (!checked.ok) {
        showErrors(checked.fields, translate('contact.failed', lang));
        setStatus({ state: 'editing' });
        return;
      }
      const answer = await sendContactMessage(checked.data);
      setErrors({});
      setFormError(undefined);
      setDraft(emptyDraft);
      setStatus({ state: 'sent', message: answer.message });
    } catch (error) {
      setStatus({ state: 'editing' });
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) showErrors(error.fields, error.message);
      else setFormError(errorText(error, t('common:errors.generic')));
    } finally {
      busy.current = false;
    }
  }

  const writeAnother = () => setStatus({ state: 'editing' });
  return { id, fieldId, draft, change, errors, formError, status, submit, writeAnother };
}
