import { CheckboxGroup } from '@shop/ui';
import type { FormApi, FormValues } from '../kit/FormPage';
import { useText } from '../screens/text';

interface SwitchesProps {
  form: FormApi<FormValues>;
  group: string;
  keys: readonly string[];
  className?: string;
}

/**
 * A group of switches (`deliveryMethods.COURIER`, `currencies.USD`, …) as one list of boxes, named by
 * `settings.groups.<group>` and explained by `settings.hints.<group>`, with the group's error.
 */
export function Switches({ form, group, keys, className }: SwitchesProps) {
  const t = useText();
  return (
    <CheckboxGroup
      legend={t(`settings.groups.${group}`)}
      hint={t(`settings.hints.${group}`)}
      options={keys.map((key) => ({ value: key, label: t(`settings.fields.${group}.${key}`) }))}
      value={keys.filter((key) => form.values[`${group}.${key}`] === true)}
      onChange={(on) => {
        for (const key of keys) form.set(`${group}.${key}`, on.includes(key));
      }}
      error={form.errors[group]}
      name={group}
      className={className}
    />
  );
}
