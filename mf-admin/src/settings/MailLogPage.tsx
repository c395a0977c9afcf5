import { type AdminMail, MailState } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Badge, type BadgeTone, Button } from '@shop/ui';
import { useState } from 'react';
import type { StaffMember } from '../access/staff';
import { listMails, retryMail } from '../api/mails';
import { AdminPage } from '../kit/AdminPage';
import { formatDateTime } from '../kit/format';
import { ServerList } from '../kit/ServerList';
import { toast } from '../kit/toast';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { SettingsNav } from './SettingsPage';
import styles from './settings.module.css';

const stateTone: Record<AdminMail['state'], BadgeTone> = { pending: 'info', sent: 'success', failed: 'danger' };

/**
 * The e-mail log (`settings.general.list`): what the shop wrote to whom, what still waits for the mail server
 * and what failed with the server's answer; a failed e-mail can be sent again (`settings.general.update`).
 */
export function MailLogPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const stateLabel = (state: string) => t(`settings.mails.states.${state}`);
  return (
    <AdminPage
      title={t('settings.pages.mails')}
      trail={[{ label: t('sections.settings'), href: adminPath(lang, 'settings') }]}
    >
      <SettingsNav page="mails" staff={staff} />
      <p className={styles.intro}>{t('settings.mails.intro')}</p>
      <ServerList<AdminMail>
        caption={t('settings.mails.caption')}
        load={listMails}
        rowKey={(mail) => mail.id}
        filters={[
          {
            name: 'state',
            label: t('settings.mails.fields.state'),
            options: MailState.options.map((value) => ({ value, label: stateLabel(value) })),
          },
          { name: 'recipient', label: t('settings.mails.fields.recipient') },
        ]}
        columns={[
          {
            key: 'createdAt',
            label: t('settings.mails.fields.createdAt'),
            sortKey: 'createdAt',
            cell: (mail) => formatDateTime(mail.createdAt),
          },
          { key: 'recipient', label: t('settings.mails.fields.recipient'), cell: (mail) => mail.recipient },
          { key: 'subject', label: t('settings.mails.fields.subject'), cell: (mail) => mail.subject },
          {
            key: 'state',
            label: t('settings.mails.fields.state'),
            cell: (mail) => <MailStateCell mail={mail} mayRetry={staff.may('settings.general.update')} />,
          },
        ]}
        empty={{ title: t('settings.mails.empty'), text: t('settings.mails.emptyHint') }}
      />
    </AdminPage>
  );
}

/** The e-mail's state, the server's answer when it failed, and "send again" for staff who may. */
function MailStateCell({ mail: initial, mayRetry }: { mail: AdminMail; mayRetry: boolean }) {
  const t = useText();
  const lang = useAdminLanguage();
  const [mail, setMail] = useState(initial);
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      setMail(await retryMail(mail.id));
      toast(t('settings.mails.retried', { recipient: mail.recipient }));
    } catch (error) {
      toast(describeError(error, lang), { tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.mailState}>
      <Badge tone={stateTone[mail.state]}>{t(`settings.mails.states.${mail.state}`)}</Badge>
      {mail.state !== 'sent' && mail.attempts > 0 && (
        <span className={styles.mailState__note}>{t('settings.mails.attempts', { count: mail.attempts })}</span>
      )}
      {mail.lastError && mail.state !== 'sent' && <span className={styles.mailState__error}>{mail.lastError}</span>}
      {mail.state === 'failed' && mayRetry && (
        <Button
          variant="secondary"
          size="sm"
          onClick={retry}
          loading={busy}
          aria-label={t('settings.mails.retryFor', { recipient: mail.recipient })}
        >
          {t('settings.mails.retry')}
        </Button>
      )}
    </div>
  );
}
