import type { FieldErrors, PartAnswer, ProductionModelAnswer } from '@shop/contracts';
import { Button, Select, TextField } from '@shop/ui';
import { useText } from '../screens/text';
import { numberOf } from '../warehouse/quantities';
import styles from './factory.module.css';

/** One line of the bill as the form holds it: the quantity as typed. */
export interface BillLine {
  partId: string;
  quantity: string;
}

export const billValuesOf = (model: ProductionModelAnswer | undefined): BillLine[] =>
  model
    ? model.parts.map((line) => ({ partId: line.partId, quantity: String(line.quantity) }))
    : [{ partId: '', quantity: '' }];

/** The lines as the contract takes them (empty choices left for the schema to name). */
export const billOf = (lines: BillLine[]) =>
  lines.map((line) => ({ partId: line.partId || undefined, quantity: numberOf(line.quantity) }));

/**
 * A model's bill of materials: a part and its quantity per bike on each line, lines added and removed. The
 * service checks each quantity against the part's unit (whole pieces) and shows why at the line's field.
 */
export function BillOfMaterialsField({
  parts,
  lines,
  errors,
  onChange,
}: {
  parts: PartAnswer[];
  lines: BillLine[];
  errors: FieldErrors;
  onChange: (lines: BillLine[]) => void;
}) {
  const t = useText();
  const unitOf = new Map(parts.map((part) => [part.id, part.unit]));
  const change = (index: number, line: Partial<BillLine>) =>
    onChange(lines.map((current, i) => (i === index ? { ...current, ...line } : current)));
  return (
    <fieldset className={styles.bill} data-part="bill-of-materials">
      <legend className={styles.section__title}>{t('factory.fields.bill')}</legend>
      {errors.parts && (
        <p className={styles.error} role="alert">
          {errors.parts}
        </p>
      )}
      <ol className={styles.bill__lines}>
        {lines.map((line, index) => {
          const unit = unitOf.get(line.partId);
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the bill until saved
            <li key={index} className={styles.bill__line}>
              <Select
                label={t('factory.fields.billPart', { n })}
                required
                placeholder={t('factory.choosePart')}
                options={parts.map((part) => ({ value: part.id, label: `${part.partNumber} – ${part.name}` }))}
                name={`parts.${index}.partId`}
                value={line.partId}
                error={errors[`parts.${index}.partId`]}
                onChange={(event) => change(index, { partId: event.target.value })}
              />
              <TextField
                label={t('factory.fields.billQuantity', { n })}
                required
                inputMode="decimal"
                hint={unit ? t(`warehouse.units.${unit}`) : undefined}
                name={`parts.${index}.quantity`}
                value={line.quantity}
                error={errors[`parts.${index}.quantity`]}
                onChange={(event) => change(index, { quantity: event.target.value })}
              />
              <Button
                variant="secondary"
                size="sm"
                disabled={lines.length === 1}
                aria-label={t('factory.removeLine', { n })}
                onClick={() => onChange(lines.filter((_, i) => i !== index))}
              >
                {t('factory.remove')}
              </Button>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" size="sm" onClick={() => onChange([...lines, { partId: '', quantity: '' }])}>
        {t('factory.addLine')}
      </Button>
    </fieldset>
  );
}
