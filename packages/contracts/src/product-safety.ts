// When a product may be published (GPSR, Regulation (EU) 2023/988 art. 19, issue 27): a physical product
// offered to shoppers names its manufacturer and carries warnings and safety information in every storefront
// language. Services, downloads and gift cards are not goods the regulation covers; a hidden product is not
// published. The product editor's create form and the catalogue's writes ask the same question.

export interface SafetyFacts {
  type: string;
  availability: string;
  manufacturerId: number | null;
  safety: { pl: string; en: string };
}

/** Whether the regulation asks a product of this type for its safety information. */
export const needsSafetyInformation = (type: string) => type === 'physical';

/** The fields missing for publishing (field → message key); empty when the product may be shown. */
export function safetyProblems(product: SafetyFacts): Record<string, string> {
  if (product.availability === 'hidden' || !needsSafetyInformation(product.type)) return {};
  const problems: Record<string, string> = {};
  if (product.manufacturerId === null) problems.manufacturerId = 'field.publish_manufacturer';
  if (!product.safety.pl.trim()) problems['safety.pl'] = 'field.publish_safety';
  if (!product.safety.en.trim()) problems['safety.en'] = 'field.publish_safety';
  return problems;
}
