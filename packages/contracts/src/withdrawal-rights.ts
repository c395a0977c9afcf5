// Who has the right of withdrawal, as checkout asks it (issue 27, docs/decisions/withdrawal-rights.md). Without
// zod, so the product page and the checkout form use the same rules as the orders service without loading it.
//
// - A company buyer (billing as a company, or an invoice for a company) says whether the purchase is connected
//   with their professional activity: a sole trader buying outside it has consumer rights (art. 38a of the
//   Polish consumer rights act, since 2021). A dealer's B2B order is not asked: it never has the right.
// - A download is sold only with the consent to its immediate delivery and the acknowledgement that the
//   right of withdrawal is then lost (art. 38 ust. 1 pkt 13).
// - Goods made to the buyer's specification (an engraving, a logo, design notes) cannot be withdrawn from
//   (art. 38 ust. 1 pkt 3): the product page and the checkout summary say so.

/** The option kinds and displays that make an item to the buyer's specification when something is chosen. */
export function isSpecificationOption(option: { kind: string; display: string }): boolean {
  return (
    option.kind === 'FILE' || (option.kind === 'CUSTOM' && (option.display === 'text' || option.display === 'textarea'))
  );
}

const chooses = (value: unknown) =>
  value !== undefined &&
  value !== false &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0);

/**
 * A line of physical goods with a chosen specification option (an engraving typed, a logo uploaded): made to
 * the buyer's specification. Services, downloads and gift cards are not "goods made to order" (their texts
 * name a frame number or a greeting, not the thing made).
 */
export function madeToSpecification(
  productType: string,
  options: readonly { kind: string; display: string; value?: unknown }[] | undefined,
): boolean {
  return productType === 'physical' && (options ?? []).some((o) => isSpecificationOption(o) && chooses(o.value));
}

/** The product page's question: can this product be bought made to the buyer's specification? */
export function mayBeMadeToSpecification(
  productType: string,
  options: readonly { kind: string; display: string; variantAxis?: boolean }[],
): boolean {
  return productType === 'physical' && options.some((o) => !o.variantAxis && isSpecificationOption(o));
}

/** A cart, order or proposal line of a download (its product's type; null where the catalogue lost it). */
export const isDownloadLine = (line: { type: string | null }) => line.type === 'download';

/** What checkout's rights questions read of the payload. */
export interface RightsAnswers {
  billing?: { type?: string };
  invoice?: { buyer?: string };
  professionalPurchase?: boolean;
  consents?: { immediateDelivery?: boolean };
}

/** A company buyer: billing as a company, or an invoice for a company (with its NIP). */
export function isCompanyBuyer(answers: RightsAnswers): boolean {
  return answers.billing?.type === 'company' || answers.invoice?.buyer === 'company';
}

/**
 * The fields checkout (and accepting a proposal) refuses for the rights questions, with their message keys
 * (empty: nothing to fix).
 * Retail only: a dealer's B2B order is asked neither question. The company buyer's answer is required by the
 * checkout form (`professionalAnswerRequired`); a caller of the API that leaves it out gets the consumer's
 * rights (the protective reading: nothing said the purchase was professional).
 */
export function rightsAnswerProblems(
  answers: RightsAnswers,
  context: {
    customerType: 'retail' | 'b2b';
    lines: readonly { type: string | null }[];
    professionalAnswerRequired?: boolean;
  },
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (context.customerType !== 'retail') return problems;
  if (
    context.professionalAnswerRequired &&
    isCompanyBuyer(answers) &&
    typeof answers.professionalPurchase !== 'boolean'
  )
    problems.professionalPurchase = 'field.professional_purchase';
  if (context.lines.some(isDownloadLine) && answers.consents?.immediateDelivery !== true)
    problems['consents.immediateDelivery'] = 'field.immediate_delivery_consent';
  return problems;
}

/** What the order records: a professional purchase only for a retail company buyer who said so. */
export function professionalPurchaseOf(answers: RightsAnswers, customerType: 'retail' | 'b2b'): boolean {
  return customerType === 'retail' && isCompanyBuyer(answers) && answers.professionalPurchase === true;
}

/**
 * What an order line records: the time of the order (`at`) on a download line whose buyer gave the consent to
 * its immediate delivery, else null — the line then stays withdrawable.
 */
export function immediateDeliveryConsentOf(
  line: { type: string | null },
  answers: RightsAnswers,
  at: Date,
): Date | null {
  return isDownloadLine(line) && answers.consents?.immediateDelivery === true ? at : null;
}
