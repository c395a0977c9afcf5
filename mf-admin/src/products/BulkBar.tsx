import { AdminProductBulkChange, Availability, validate } from '@shop/contracts';
import { ApiError, describeError } from '@shop/platform';
import { Button, Select, TextField } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import { bulkChangeProducts } from '../api/products';
import { toast } from '../kit/toast';
import { useAdminLanguage, useText } from '../screens/text';
import css from './products.module.css';

type Action = AdminProductBulkChange['action'];
const actions = AdminProductBulkChange.options.map((option) => option.shape.action.value) as Action[];

/** What the value typed means for each action: an availability, tags (commas) or a collection id. */
function changeOf(action: Action, value: string): unknown {
  if (action === 'availability') return { action, availability: value };
  if (action === 'add_tags' || action === 'remove_tags')
    return {
      action,
      tags: value
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    };
  return { action, collectionId: /^\d+$/.test(value.trim()) ? Number(value) : value };
}

/**
 * The products ticked in the list, changed together: availability, tags added or removed, a collection
 * joined or left. All or nothing; the list reloads with what changed.
 */
export function BulkBar({ ids, onDone, onClear }: { ids: number[]; onDone: () => void; onClear: () => void }) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [action, setAction] = useState<Action>('availability');
  const [value, setValue] = useState('hidden');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const choose = (next: Action) => {
    setAction(next);
    setValue(next === 'availability' ? 'hidden' : '');
    setError(undefined);
  };
  const apply = async () => {
    setError(undefined);
    const checked = validate(AdminProductBulkChange, changeOf(action, value), lang);
    if (!checked.ok) {
      setError(Object.values(checked.fields)[0]);
      return;
    }
    setBusy(true);
    try {
      const answer = await bulkChangeProducts({ ids, change: checked.data });
      toast(t('products.bulk.done', { count: answer.changed.length }));
      onDone();
    } catch (failure) {
      if (reportAccess(failure)) return;
      if (failure instanceof ApiError && Object.keys(failure.fields).length > 0)
        setError(Object.values(failure.fields)[0]);
      else setError(describeError(failure, lang));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={css.bulk} aria-label={t('products.bulk.title')} data-bulk>
      <p className={css.bulk__count} aria-live="polite">
        {t('products.bulk.count', { count: ids.length })}
      </p>
      <Select
        label={t('products.bulk.action')}
        value={action}
        options={actions.map((option) => ({ value: option, label: t(`products.bulk.actions.${option}`) }))}
        onChange={(event) => choose(event.target.value as Action)}
      />
      {action === 'availability' ? (
        <Select
          label={t('products.fields.availability')}
          value={value}
          error={error}
          options={Availability.options.map((option) => ({
            value: option,
            label: t(`products.availability.${option}`),
          }))}
          onChange={(event) => setValue(event.target.value)}
        />
      ) : (
        <TextField
          label={t(action.endsWith('tags') ? 'products.fields.tags' : 'products.bulk.collectionId')}
          hint={action.endsWith('tags') ? t('products.hints.commas') : undefined}
          value={value}
          error={error}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      <Button loading={busy} onClick={apply}>
        {t('products.bulk.apply')}
      </Button>
      <Button variant="ghost" onClick={onClear}>
        {t('products.bulk.clear')}
      </Button>
    </section>
  );
}
