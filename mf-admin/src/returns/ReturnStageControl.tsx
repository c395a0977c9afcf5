import { type AdminReturnDetail, ReturnStage } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Button, Select } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import { changeReturnStage } from '../api/returns';
import { toast } from '../kit/toast';
import styles from '../orders/orders.module.css';
import { useAdminLanguage, useText } from '../screens/text';

/**
 * Staff correct a return's stage (SPEC §9, issue 25): the customer could only choose the stage the dates
 * proposed or a later one; staff may set any, audited. A return changed meanwhile is reloaded.
 */
export function ReturnStageControl({
  item,
  onChanged,
  onStale,
}: {
  item: AdminReturnDetail;
  onChanged: (item: AdminReturnDetail) => void;
  onStale: () => void;
}) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [stage, setStage] = useState<ReturnStage>(item.stage);
  const [busy, setBusy] = useState(false);
  const label = (value: ReturnStage) => t(`returns.stage.${value}`);

  const save = async () => {
    setBusy(true);
    try {
      const changed = await changeReturnStage(item.id, { from: item.stage, to: stage });
      onChanged(changed);
      toast(t('returns.stageChanged', { stage: label(changed.stage) }));
    } catch (error) {
      if (reportAccess(error)) return;
      toast(describeError(error, lang), { tone: 'danger' });
      onStale();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      data-form="return-stage"
      className={styles.statusForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (stage !== item.stage) void save();
      }}
    >
      <Select
        label={t('returns.fields.stage')}
        hint={t('returns.stageHint')}
        value={stage}
        onChange={(event) => setStage(event.target.value as ReturnStage)}
        options={ReturnStage.options.map((value) => ({ value, label: label(value) }))}
      />
      <Button type="submit" variant="secondary" loading={busy} disabled={stage === item.stage}>
        {t('returns.changeStage')}
      </Button>
    </form>
  );
}
