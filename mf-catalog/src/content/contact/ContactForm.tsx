import { CONTACT_MESSAGE_MAX_LENGTH } from '@shop/contracts/limits';
import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { Alert, Button, Checkbox, Select, TextArea, TextField } from '@shop/ui';
import { useContentText } from '../../screens/PageFrame';
import styles from './contact.module.css';
import { contactTopics } from './contact-form';
import { useContactForm } from './use-contact-form';

type Form = ReturnType<typeof useContactForm>;

/** The contact form of SPEC §5: checked in the browser with the server's schema, then sent once. */
export function ContactForm({ lang }: { lang: StorefrontLanguage }) {
  const t = useContentText(lang);
  const form = useContactForm(lang);
  const { id, fieldId, draft, change, errors, formError, status } = form;
  if (status.state === 'sent') return <MessageSent lang={lang} message={status.message} onAgain={form.writeAnother} />;

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-labelledby={`${id}-title`}>
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
        options={contactTopics.map((topic) => ({ value: topic, label: t(`contact.form.topics.${topic}`) }))}
        value={draft.topic}
        onChange={(event) => change('topic', event.target.value)}
        error={errors.topic}
      />
      <MessageField lang={lang} form={form} />
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
        <Button type="submit" loading={status.state === 'sending'} loadingLabel={t('contact.form.sending')}>
          {t('contact.form.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The message with the count of its characters against the most the shop takes. */
function MessageField({ lang, form }: { lang: StorefrontLanguage; form: Form }) {
  const t = useContentText(lang);
  const { id, fieldId, draft, change, errors } = form;
  const length = draft.message.trim().length;
  return (
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
        data-over={length > CONTACT_MESSAGE_MAX_LENGTH || undefined}
        data-testid="message-counter"
      >
        {t('contact.form.counter', { count: length, max: CONTACT_MESSAGE_MAX_LENGTH })}
      </p>
    </div>
  );
}

/** The thank-you in the server's words, and the way to write again. */
function MessageSent({ lang, message, onAgain }: { lang: StorefrontLanguage; message: string; onAgain: () => void }) {
  const t = useContentText(lang);
  return (
    <div className={styles.form}>
      <Alert tone="success" title={message} announce="polite" />
      <div>
        <Button variant="secondary" onClick={onAgain}>
          {t('contact.form.sendAnother')}
        </Button>
      </div>
    </div>
  );
}
