import { bikeTakingClaims, type Claim, ClaimInput, ClaimKind, formatMoney, PayoutInput } from '@shop/contracts';
import { Alert, Select, TextArea, TextField } from '@shop/ui';
import type { StaffMember } from '../access/staff';
import styles from '../admins/admins.module.css';
import { getPolicyClaims, recordClaim, recordPayout } from '../api/insurance';
import { FormPage } from '../kit/FormPage';
import { formatDateTime } from '../kit/format';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { useAdminLanguage, useText } from '../screens/text';
import { ClaimDocuments } from './ClaimDocuments';

// An insured bike's claims with their payouts and what remains of its sum (issue 25, SPEC §4;
// docs/decisions/insurance-claims.md). Staff with `insurance.update` record a claim and the insurer's payouts.

/** A `datetime-local` value (the staff member's own clock) as an ISO instant; '' stays missing. */
const instant = (value: unknown) => {
  if (typeof value !== 'string' || value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

/** "4 200,50" or "4200.5" złoty as grosze; what is not a number is passed on for the schema to name. */
const grosze = (value: unknown) => {
  const text = String(value ?? '')
    .replace(/\s/g, '')
    .replace(',', '.');
  if (text === '') return undefined;
  const amount = Number(text);
  return Number.isFinite(amount) ? Math.round(amount * 100) : text;
};

const emptyClaim = {
  kind: 'theft_forced_entry',
  occurredAt: '',
  description: '',
  policeReportNumber: '',
  policeReportedAt: '',
};

export function PolicyClaims({ policyId, staff }: { policyId: string; staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload } = useLoad((signal) => getPolicyClaims(policyId, signal), [policyId]);
  const may = staff.may('insurance.update');
  if (loaded.state === 'failed') {
    return (
      <Alert tone="danger" title={t('insurance.loadFailed')}>
        {null}
      </Alert>
    );
  }
  if (loaded.state !== 'ready') return null;
  const claims = loaded.data;
  const running = claims.endedAt === null;
  const money = (amount: number) => formatMoney({ amount, currency: 'PLN' }, lang);
  return (
    <section aria-labelledby="insurance-claims" data-policy-claims>
      <h2 id="insurance-claims">{t('insurance.claims.heading')}</h2>
      <p className={styles.lead} data-remaining-sum>
        {t('insurance.claims.remaining', {
          remaining: money(claims.remainingSum.amount),
          sum: money(claims.insuredSum.amount),
        })}
      </p>
      {claims.endedAt && (
        <p className={styles.lead}>{t('insurance.claims.ended', { date: formatDateTime(claims.endedAt) })}</p>
      )}
      {claims.items.length === 0 && <p>{t('insurance.claims.none')}</p>}
      {claims.items.map((claim) => (
        <ClaimItem
          key={claim.id}
          claim={claim}
          policyId={policyId}
          canPay={may && running && claims.remainingSum.amount > 0}
          documents={may}
          onSaved={reload}
        />
      ))}
      {/* Keyed by the count of claims: a recorded claim leaves an empty form, not its values to send again. */}
      {may && running && <ClaimForm key={claims.items.length} policyId={policyId} onSaved={reload} />}
    </section>
  );
}

function ClaimItem({
  claim,
  policyId,
  canPay,
  documents,
  onSaved,
}: {
  claim: Claim;
  policyId: string;
  canPay: boolean;
  /** The service desk (insurance.update) sees and attaches the claim's documents; sales do not. */
  documents: boolean;
  onSaved: () => void;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const headingId = `claim-${claim.id}`;
  return (
    <article aria-labelledby={headingId} data-claim={claim.claimNumber}>
      <h3 id={headingId}>
        {t('insurance.claims.claim', {
          claimNumber: claim.claimNumber,
          kind: t(`insurance.claims.kinds.${claim.kind}`),
        })}
      </h3>
      <p>{t('insurance.claims.occurred', { date: formatDateTime(claim.occurredAt) })}</p>
      <p>{claim.description}</p>
      {claim.policeReportNumber && claim.policeReportedAt && (
        <p>
          {t('insurance.claims.police', {
            number: claim.policeReportNumber,
            date: formatDateTime(claim.policeReportedAt),
          })}
        </p>
      )}
      <p>{t('insurance.claims.recordedBy', { name: claim.staffName, date: formatDateTime(claim.createdAt) })}</p>
      <ul aria-label={t('insurance.claims.payoutsCaption', { claimNumber: claim.claimNumber })}>
        {claim.payouts.length === 0 && <li>{t('insurance.claims.noPayouts')}</li>}
        {claim.payouts.map((payout) => (
          <li key={payout.id} data-payout>
            {t('insurance.claims.payout', {
              amount: formatMoney(payout.amount, lang),
              reference: payout.payoutReference,
              name: payout.staffName,
              date: formatDateTime(payout.createdAt),
            })}
          </li>
        ))}
      </ul>
      {documents && <ClaimDocuments policyId={policyId} claimId={claim.id} claimNumber={claim.claimNumber} />}
      {canPay && (
        <FormPage
          key={claim.payouts.length}
          name={`insurance-payout-${claim.claimNumber}`}
          schema={PayoutInput}
          initial={{ amount: '' }}
          prepare={(values) => ({ amount: grosze(values.amount) })}
          submitLabel={t('insurance.claims.newPayout')}
          onSubmit={async (input) => {
            const payout = await recordPayout(policyId, claim.id, input);
            toast(t('insurance.claims.payoutSaved', { amount: formatMoney(payout.amount, lang) }));
            onSaved();
          }}
        >
          {(form) => (
            <TextField
              label={t('insurance.claims.fields.amount')}
              inputMode="decimal"
              required
              autoComplete="off"
              {...form.text('amount')}
            />
          )}
        </FormPage>
      )}
    </article>
  );
}

function ClaimForm({ policyId, onSaved }: { policyId: string; onSaved: () => void }) {
  const t = useText();
  return (
    <section aria-labelledby="insurance-new-claim">
      <h3 id="insurance-new-claim">{t('insurance.claims.newClaim')}</h3>
      <FormPage
        name="insurance-claim"
        schema={ClaimInput}
        initial={emptyClaim}
        prepare={(values) => {
          const police = bikeTakingClaims.includes(values.kind as ClaimKind);
          return {
            kind: values.kind,
            occurredAt: instant(values.occurredAt),
            description: values.description,
            policeReportNumber: police && values.policeReportNumber ? values.policeReportNumber : undefined,
            policeReportedAt: police ? instant(values.policeReportedAt) : undefined,
          };
        }}
        submitLabel={t('insurance.claims.newClaim')}
        onSubmit={async (input) => {
          const claim = await recordClaim(policyId, input);
          toast(t('insurance.claims.claimSaved', { claimNumber: claim.claimNumber }));
          onSaved();
        }}
      >
        {(form) => {
          const police = bikeTakingClaims.includes(form.values.kind as ClaimKind);
          return (
            <>
              <Select
                label={t('insurance.claims.fields.kind')}
                options={ClaimKind.options.map((value) => ({ value, label: t(`insurance.claims.kinds.${value}`) }))}
                {...form.text('kind')}
              />
              <TextField
                label={t('insurance.claims.fields.occurredAt')}
                type="datetime-local"
                required
                {...form.text('occurredAt')}
              />
              <TextArea
                label={t('insurance.claims.fields.description')}
                rows={3}
                required
                {...form.text('description')}
              />
              {police && (
                <>
                  <p>{t('insurance.claims.fields.policeHint')}</p>
                  <TextField
                    label={t('insurance.claims.fields.policeReportNumber')}
                    required
                    autoComplete="off"
                    {...form.text('policeReportNumber')}
                  />
                  <TextField
                    label={t('insurance.claims.fields.policeReportedAt')}
                    type="datetime-local"
                    required
                    {...form.text('policeReportedAt')}
                  />
                </>
              )}
            </>
          );
        }}
      </FormPage>
    </section>
  );
}
