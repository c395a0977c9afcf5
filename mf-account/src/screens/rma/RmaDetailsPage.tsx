import type { ReturnAttachment, ReturnDetail } from '@shop/contracts';
import type { StorefrontLanguage } from '@shop/i18n';
import { describeError, formatDate, pathFor } from '@shop/platform';
import { Alert, Button, LoadFailed, Skeleton, TextArea } from '@shop/ui';
import { type FormEvent, useState } from 'react';
import { downloadAttachment, sendReturnMessage, useReturn } from '../../api/rma';
import { BackLink } from '../BackLink';
import { AccountFrame } from '../PageFrame';
import { type ScreenProps, useAccountText } from '../text';
import { UploadList, useUploads } from './RmaUploads';
import styles from './rma.module.css';
import { ReturnStatusBadge } from './rma-labels';

/** One return or claim: its facts, items, attachments and the message thread (new answers show by themselves). */
export function RmaDetailsPage({ lang, params }: ScreenProps) {
  const t = useAccountText(lang);
  const { resource, reload } = useReturn(params.id ?? '', lang);
  return (
    <AccountFrame
      screen="rmaDetails"
      lang={lang}
      title={resource.state === 'ready' ? resource.data.number : t('rmaDetails.title')}
      trail={[{ label: t('rmaList.title'), href: pathFor('rmaList', lang) }]}
      menuItem="rma"
    >
      {resource.state === 'loading' && <Skeleton lines={5} label={t('rmaDetails.loading')} />}
      {resource.state === 'failed' && (
        <LoadFailed
          title={resource.status === 404 ? t('rmaDetails.notFound') : t('rmaDetails.loadFailed')}
          message={resource.message}
          retry={reload}
          retryLabel={t('common:actions.retry')}
        />
      )}
      {resource.state === 'ready' && <ReturnView detail={resource.data} lang={lang} onSent={reload} />}
      <BackLink href={pathFor('rmaList', lang)} label={t('rmaDetails.backToList')} />
    </AccountFrame>
  );
}

function ReturnView({ detail, lang, onSent }: { detail: ReturnDetail; lang: StorefrontLanguage; onSent: () => void }) {
  const t = useAccountText(lang);
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('rmaList.status')}</dt>
        <dd>
          <ReturnStatusBadge t={t} status={detail.status} />
        </dd>
        <dt>{t('rmaList.stage')}</dt>
        <dd>{t(`rmaList.stages.${detail.stage}`)}</dd>
        <dt>{t('rmaList.action')}</dt>
        <dd>{t(`rmaList.actions.${detail.requestedAction}`)}</dd>
        <dt>{t('rmaList.date')}</dt>
        <dd>{formatDate(detail.createdAt, lang)}</dd>
        {detail.purchaseDate && (
          <>
            <dt>{t('rmaDetails.purchaseDate')}</dt>
            <dd>{formatDate(detail.purchaseDate, lang)}</dd>
          </>
        )}
        {detail.address && (
          <>
            <dt>{t('rmaDetails.address')}</dt>
            <dd>
              {[detail.address.street, `${detail.address.zipCode ?? ''} ${detail.address.city ?? ''}`.trim()]
                .filter(Boolean)
                .join(', ')}
            </dd>
          </>
        )}
      </dl>

      <section className={styles.section} aria-labelledby="rma-items">
        <h2 id="rma-items">{t('rmaDetails.items')}</h2>
        <ul>
          {detail.items.map((item) => (
            <li key={item.id}>
              <strong>{item.productName}</strong> ({item.category}): {item.problem}
              {item.serialNumbers.length > 0 && ` · ${t('rmaDetails.serials')}: ${item.serialNumbers.join(', ')}`}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="rma-files">
        <h2 id="rma-files">{t('rmaDetails.attachments')}</h2>
        <Files returnId={detail.id} files={detail.attachments} lang={lang} />
      </section>

      <section className={styles.section} aria-labelledby="rma-thread">
        <h2 id="rma-thread">{t('rmaDetails.thread')}</h2>
        {detail.messages.length === 0 ? (
          <p>{t('rmaDetails.noMessages')}</p>
        ) : (
          <ol className={styles.thread}>
            {detail.messages.map((message) => (
              <li key={message.id} className={styles.message} data-author={message.author}>
                <div className={styles.message__head}>
                  <strong>
                    {message.author === 'staff' ? (message.staffName ?? t('rmaDetails.shop')) : t('rmaDetails.you')}
                  </strong>
                  <span>{formatDate(message.createdAt, lang)}</span>
                </div>
                {/* Text as typed: React writes it as text, never as HTML. */}
                <p className={styles.message__text}>{message.text}</p>
                <Files returnId={detail.id} files={message.attachments} lang={lang} />
              </li>
            ))}
          </ol>
        )}
        {detail.messagesOpen ? (
          <Composer returnId={detail.id} lang={lang} onSent={onSent} />
        ) : (
          <Alert tone="info" title={t('rmaDetails.closedTitle')}>
            {t('rmaDetails.closedText')}
          </Alert>
        )}
      </section>
    </>
  );
}

/** The files of a return or a message, each downloaded under its own name when chosen. */
function Files({ returnId, files, lang }: { returnId: string; files: ReturnAttachment[]; lang: StorefrontLanguage }) {
  const t = useAccountText(lang);
  const [failed, setFailed] = useState<string | null>(null);
  if (files.length === 0) return null;
  const download = async (file: ReturnAttachment) => {
    setFailed(null);
    try {
      await downloadAttachment(returnId, file);
    } catch (error) {
      setFailed(`${file.name}: ${describeError(error, lang)}`);
    }
  };
  return (
    <>
      <ul className={styles.files}>
        {files.map((file) => (
          <li key={file.id}>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => download(file)}
              aria-label={t('rmaDetails.download', { name: file.name })}
            >
              {file.name}
            </Button>
          </li>
        ))}
      </ul>
      {failed && (
        <p role="alert" className={styles.fileError}>
          {failed}
        </p>
      )}
    </>
  );
}

/** The reply form: text and optional attachments, each uploaded at once with its own progress; a failure keeps what was typed. */
function Composer({ returnId, lang, onSent }: { returnId: string; lang: StorefrontLanguage; onSent: () => void }) {
  const t = useAccountText(lang);
  const [text, setText] = useState('');
  const uploads = useUploads(lang);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || !uploads.ready) return;
    if (!text.trim()) {
      setError(t('rmaDetails.textRequired'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await sendReturnMessage(returnId, text, uploads.ids);
      setText('');
      uploads.clear();
      onSent();
    } catch (failure) {
      setError(describeError(failure, lang));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.composer} onSubmit={submit} noValidate>
      <TextArea
        label={t('rmaDetails.message')}
        value={text}
        maxLength={5000}
        onChange={(event) => setText(event.target.value)}
        required
      />
      <UploadList uploads={uploads} lang={lang} label={t('rmaDetails.messageFiles')} />
      {error && (
        <Alert tone="danger" announce="assertive">
          {error}
        </Alert>
      )}
      <div>
        <Button
          type="submit"
          disabled={sending || !uploads.ready}
          aria-describedby={uploads.ready ? undefined : 'rma-message-wait-for-uploads'}
        >
          {sending ? t('rmaDetails.sending') : t('rmaDetails.send')}
        </Button>
        {!uploads.ready && <p id="rma-message-wait-for-uploads">{t('rmaCreate.waitForUploads')}</p>}
      </div>
    </form>
  );
}
