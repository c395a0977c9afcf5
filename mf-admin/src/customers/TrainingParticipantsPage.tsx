import { NewTrainingParticipant, type TrainingParticipant } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Button, Table, TextField } from '@shop/ui';
import { useState } from 'react';
import { useReportAccess } from '../access/access-problem';
import type { StaffMember } from '../access/staff';
import { addTrainingParticipant, listTrainingParticipants, removeTrainingParticipant } from '../api/training';
import { AdminPage } from '../kit/AdminPage';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { FormPage } from '../kit/FormPage';
import { NotLoadedPage } from '../kit/NotLoadedPage';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';

const blank = { taxId: '', companyName: '', city: '', trainedOn: '' };

/**
 * The service training participants (`/customers/training`): the dealers whose downloads page offers the
 * training book in Polish. Staff with `customers.update` add and remove them.
 */
export function TrainingParticipantsPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const lang = useAdminLanguage();
  const { loaded, reload } = useLoad((signal) => listTrainingParticipants(signal), []);
  const [added, setAdded] = useState(0);
  const trail = [{ label: t('sections.customers'), href: adminPath(lang, 'customers') }];
  if (loaded.state !== 'ready') {
    return (
      <NotLoadedPage
        loaded={loaded}
        reload={reload}
        title={t('training.title')}
        failedTitle={t('training.loadFailed')}
        trail={trail}
      />
    );
  }
  const editable = staff.may('customers.update');
  return (
    <AdminPage title={t('training.title')} trail={trail}>
      <p>{t('training.lead')}</p>
      <Table<TrainingParticipant>
        caption={t('training.caption')}
        rows={loaded.data.items}
        rowKey={(row) => row.taxId}
        empty={t('training.empty')}
        columns={[
          {
            key: 'companyName',
            header: t('training.fields.companyName'),
            cell: (row) => row.companyName,
            rowHeader: true,
          },
          { key: 'taxId', header: t('training.fields.taxId'), cell: (row) => row.taxId },
          { key: 'city', header: t('training.fields.city'), cell: (row) => row.city },
          { key: 'trainedOn', header: t('training.fields.trainedOn'), cell: (row) => row.trainedOn },
          ...(editable
            ? [
                {
                  key: 'remove',
                  header: t('training.actions'),
                  cell: (row: TrainingParticipant) => <Remove row={row} onRemoved={reload} />,
                },
              ]
            : []),
        ]}
      />
      {editable && (
        <section aria-labelledby="training-add">
          <h2 id="training-add">{t('training.add')}</h2>
          <FormPage
            key={added}
            name="training-participant"
            schema={NewTrainingParticipant}
            initial={blank}
            submitLabel={t('training.addButton')}
            onSubmit={async (body) => {
              const participant = await addTrainingParticipant(body);
              toast(t('training.added', { name: participant.companyName }));
              setAdded((count) => count + 1);
              reload();
            }}
          >
            {(form) => (
              <>
                <TextField label={t('training.fields.taxId')} required {...form.text('taxId')} />
                <TextField
                  label={t('training.fields.companyName')}
                  required
                  maxLength={200}
                  {...form.text('companyName')}
                />
                <TextField label={t('training.fields.city')} required maxLength={100} {...form.text('city')} />
                <TextField label={t('training.fields.trainedOn')} type="date" required {...form.text('trainedOn')} />
              </>
            )}
          </FormPage>
        </section>
      )}
    </AdminPage>
  );
}

/** Takes a dealer off the list, asked first. */
function Remove({ row, onRemoved }: { row: TrainingParticipant; onRemoved: () => void }) {
  const t = useText();
  const lang = useAdminLanguage();
  const reportAccess = useReportAccess();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await removeTrainingParticipant(row.taxId);
      toast(t('training.removed', { name: row.companyName }));
      onRemoved();
    } catch (error) {
      if (!reportAccess(error)) toast(describeError(error, lang), { tone: 'danger' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
        {t('training.remove', { name: row.companyName })}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('training.removeTitle', { name: row.companyName })}
        confirmLabel={t('training.removeConfirm')}
        tone="danger"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={remove}
      >
        <p>{t('training.removeText')}</p>
      </ConfirmDialog>
    </>
  );
}
