import { CLAIM_DOCUMENT_MAX_BYTES, type ClaimDocument } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Alert, Button, ProgressBar } from '@shop/ui';
import { useId, useState } from 'react';
import { attachClaimDocument, downloadClaimDocument, listClaimDocuments } from '../api/claim-documents';
import { formatDateTime } from '../kit/format';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { useAdminLanguage, useText } from '../screens/text';

// The documents of a claim (issue 25; docs/decisions/insurance-claims.md): the police report, the invoice,
// photos of the damage. Shown to the service desk only (insurance.update), each downloaded when chosen.
// Several files may be chosen at once: each is sent on its own request, one after another, with its own
// progress bar and its own refusal (the server checks the content: PDF, JPG or PNG).

const MB = 1024 * 1024;

interface Sending {
  name: string;
  percent: number;
}

export function ClaimDocuments({
  policyId,
  claimId,
  claimNumber,
}: {
  policyId: string;
  claimId: string;
  claimNumber: string;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const inputId = useId();
  const { loaded, reload } = useLoad((signal) => listClaimDocuments(policyId, claimId, signal), [policyId, claimId]);
  const [sending, setSending] = useState<Sending[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);

  async function send(files: File[]) {
    setRefusals([]);
    const refused: string[] = [];
    const waiting = files.filter((file) => {
      if (file.size <= CLAIM_DOCUMENT_MAX_BYTES) return true;
      refused.push(t('insurance.documents.tooLarge', { name: file.name, max: CLAIM_DOCUMENT_MAX_BYTES / MB }));
      return false;
    });
    setSending(waiting.map((file) => ({ name: file.name, percent: 0 })));
    for (const [index, file] of waiting.entries()) {
      try {
        await attachClaimDocument(policyId, claimId, file, (progress) =>
          setSending((now) => now.map((item, at) => (at === index ? { ...item, percent: progress.percent } : item))),
        );
        toast(t('insurance.documents.attached', { name: file.name }));
      } catch (error) {
        refused.push(`${file.name}: ${describeError(error, lang)}`);
      }
      setSending((now) => now.map((item, at) => (at === index ? { ...item, percent: 100 } : item)));
    }
    setSending([]);
    setRefusals(refused);
    reload();
  }

  const download = async (document: ClaimDocument) => {
    try {
      await downloadClaimDocument(policyId, claimId, document);
    } catch (error) {
      toast(`${document.name}: ${describeError(error, lang)}`, { tone: 'danger' });
    }
  };

  const listLabel = t('insurance.documents.caption', { claimNumber });
  return (
    <div data-claim-documents>
      <h4>{t('insurance.documents.heading')}</h4>
      {loaded.state === 'failed' && <Alert tone="danger">{t('insurance.documents.loadFailed')}</Alert>}
      {loaded.state === 'ready' && loaded.data.items.length === 0 && <p>{t('insurance.documents.none')}</p>}
      {loaded.state === 'ready' && loaded.data.items.length > 0 && (
        <ul aria-label={listLabel}>
          {loaded.data.items.map((document) => (
            <li key={document.id} data-claim-document={document.name}>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => download(document)}
                aria-label={t('insurance.documents.download', { name: document.name })}
              >
                {document.name}
              </Button>{' '}
              {t('insurance.documents.details', {
                size: Math.max(1, Math.round(document.size / 1024)),
                name: document.staffName,
                date: formatDateTime(document.createdAt),
              })}
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={inputId}>{t('insurance.documents.choose')}</label>
      <p id={`${inputId}-hint`}>{t('insurance.documents.hint', { megabytes: CLAIM_DOCUMENT_MAX_BYTES / MB })}</p>
      <input
        id={inputId}
        type="file"
        multiple
        accept="application/pdf,image/jpeg,image/png"
        disabled={sending.length > 0}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void send(files);
        }}
      />
      {sending.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two files of one choice may share a name
        <ProgressBar key={index} label={item.name} value={item.percent} showValue />
      ))}
      {refusals.length > 0 && (
        <Alert tone="danger" announce="assertive">
          {refusals.map((refusal) => (
            <p key={refusal}>{refusal}</p>
          ))}
        </Alert>
      )}
    </div>
  );
}
