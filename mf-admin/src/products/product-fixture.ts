// Test fixture (no app code imports it): the fields of an admin product answer that screen tests of the
// product page do not look at, so each test writes only what it checks.

/** A physical bike sold per piece, 1 to 5 at a time, without texts, specs, downloads or relations. */
export const plainProductFields = {
  short: { pl: '', en: '' },
  description: { pl: '', en: '' },
  category: 'bike',
  type: 'physical',
  condition: 'new',
  unit: 'pc',
  availability: 'available',
  processingTime: '48h',
  vatRate: 23,
  minQuantity: 1,
  maxQuantity: 5,
  tags: [],
  specs: [],
  downloads: [],
  relations: [],
  manufacturerId: 3,
  safety: { pl: 'Ładuj akumulator pod nadzorem.', en: 'Charge the battery under supervision.' },
};
