import { translate } from '@shop/contracts/messages';
import type { StorefrontLanguage } from '@shop/i18n';
import { ApiError, pathFor } from '@shop/platform';
import { Alert, Button, Checkbox, Select, TextArea, TextField } from '@shop/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { sendContactMessage } from '../../api/content';
import { useCatalogText } from '../../screens/PageFrame';
import { errorText } from '../LoadError';
import styles from './contact.module.css';
import {
  type ContactDraft,
  type ContactField,
  checkContactDraft,
  contactFields,
  emptyDraft,
  messageLimits,
} from './contact-form';

const topics = ['service', 'retail', 'wholesale', 'marketing', 'admin', 'danger', 'general'] as const;

type Status = { state: 'editing' } | { state: 'sending' } | { state: 'sent'; message: string };

/** The contact form of SPEC §5: checked in the browser with the server's schema, then sent once. */
export function ContactForm({ lang }: { lang: StorefrontLanguage }) {
  const t = useCatalogText(lang);
  const id = useId();
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const [draft, setDraft] = useState<ContactDraft>(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [status, setStatus] = useState<Status>({ state: 'editing' });
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

  if (status.state === 'sent') {
    return (
      <div className={styles.form}>
        <Alert tone="success" title={status.message} announce="polite" />
        <div>
          <Button variant="secondary" onClick={() => setStatus({ state: 'editing' })}>
            {t('contact.form.sendAnother')}
          </Button>
        </div>
      </div>
    );
  }

  const length = draft.message.trim().length;
  const sending = status.state === 'sending';
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.form__title}>
        {t('contact.form.title')}
      </h2>
      {formError && <Alert tone="danger" title={formError} announce="assertive" />}
      <TextField
        id={fieldId('name')}
        name="name"
        label={t('contact.form.name')}
        autoComplete="name"
        required
        value={draft.name}
        onChange={(event) => change('name', event.target.value)}
        error={errors.name}
      />
      <div className={styles.form__row}>
        <TextField
          id={fieldId('email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={t('contact.form.email')}
          required
          value={draft.email}
          onChange={(event) => change('email', event.target.value)}
          error={errors.email}
        />
        <TextField
          id={fieldId('phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          label={
            <>
              {t('contact.form.phone')} <span className={styles.form__optional}>{t('contact.form.optional')}</span>
            </>
          }
          value={draft.phone}
          onChange={(event) => change('phone', event.target.value)}
          error={errors.phone}
        />
      </div>
      <Select
        id={fieldId('topic')}
        name="topic"
        label={t('contact.form.topic')}
        required
        placeholder={t('contact.form.topicPlaceholder')}
        options={topics.map((topic) => ({ value: topic, label: t(`contact.form.topics.${topic}`) }))}
        value={draft.topic}
        onChange={(event) => change('topic', event.target.value)}
        error={errors.topic}
      />
      <div>
        <TextArea
          id={fieldId('message')}
          name="message"
          label={t('contact.form.message')}
          required
          rows={7}
          value={draft.message}
          onChange={(event) => change('message', event.target.value)}
          error={errors.message}
          aria-describedby={`${id}-counter`}
        />
        <p
          id={`${id}-counter`}
          className={styles.form__counter}
          data-over={length > messageLimits.max || undefined}
          data-testid="message-counter"
        >
          {t('contact.form.counter', { count: length, max: messageLimits.max })}
        </p>
      </div>
      <Checkbox
        id={fieldId('consent')}
        name="consent"
        label={
          <>
            {t('contact.form.consent')} <a href={pathFor('privacy', lang)}>{t('contact.form.privacyLink')}</a>
          </>
        }
        required
        checked={draft.consent}
        onChange={(event) => change('consent', event.target.checked)}
        error={errors.consent}
      />
      <div>
        <Button type="submit" loading={sending} loadingLabel={t('contact.form.sending')}>
          {t('contact.form.submit')}
        </Button>
      </div>
    </form>
  );
}
