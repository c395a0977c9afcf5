import { Select } from '@shop/ui';
import { manufacturerChoices } from '../api/manufacturers';
import type { FormApi, FormValues } from '../kit/FormPage';
import { TranslatedTextField } from '../kit/TranslatedTextField';
import { useLoad } from '../kit/use-load';
import { useText } from '../screens/text';

/** The product form's part for product safety (GPSR): its manufacturer and warnings. */
export interface SafetyValues extends FormValues {
  /** A manufacturer's id, or '' for none. */
  manufacturerId: string;
  safety: Record<string, string>;
}

/**
 * The manufacturer, picked from the manufacturers section's list, and the warnings in every storefront
 * language; a physical product is not published without both (the server names the missing one).
 */
export function SafetyFields<V extends SafetyValues>({ form }: { form: FormApi<V> }) {
  const t = useText();
  const { loaded } = useLoad((signal) => manufacturerChoices(signal), []);
  const choices = loaded.state === 'ready' ? loaded.data : [];
  const current = form.values.manufacturerId;
  const options = [
    { value: '', label: t('products.hints.noManufacturer') },
    ...choices.map((m) => ({ value: String(m.id), label: m.name })),
    // Until the list arrives, the product's own manufacturer stays chosen.
    ...(current && !choices.some((m) => String(m.id) === current) ? [{ value: current, label: `#${current}` }] : []),
  ];
  return (
    <>
      <Select label={t('products.fields.manufacturerId')} options={options} {...form.text('manufacturerId')} />
      <TranslatedTextField
        label={t('products.fields.safety')}
        hint={t('products.hints.safety')}
        multiline
        {...form.translated('safety')}
      />
    </>
  );
}
