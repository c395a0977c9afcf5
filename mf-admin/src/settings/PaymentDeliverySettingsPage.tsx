import { PaymentDeliverySettingsSchema, SETTABLE_DELIVERY_METHODS, SETTABLE_PAYMENT_METHODS } from '@shop/contracts';
import { TextField } from '@shop/ui';
import { useState } from 'react';
import type { StaffMember } from '../access/staff';
import { getPaymentDeliverySettings, paymentDeliveryHistory, savePaymentDeliverySettings } from '../api/settings';
import { type FormApi, FormPage, type FormValues } from '../kit/FormPage';
import { toast } from '../kit/toast';
import { useLoad } from '../kit/use-load';
import { useText } from '../screens/text';
import { SettingsPage } from './SettingsPage';
import { Switches } from './Switches';
import styles from './settings.module.css';
import { formValuesOf, groupOf } from './settings-form';

/** The sums typed with decimals (złoty, euro) and the whole numbers of the group. */
const sums = ['courierPrice.PLN', 'courierPrice.EUR', 'freeCourierThreshold.amount', 'installmentMinimum.amount'];
const wholes = ['transferDueWorkingDays'];

/** Delivery methods and prices, the free-courier threshold, payment methods on and off, and their terms. */
export function PaymentDeliverySettingsPage({ staff }: { staff: StaffMember }) {
  const t = useText();
  const { loaded, reload, replace } = useLoad((signal) => getPaymentDeliverySettings(signal), []);
  const [version, setVersion] = useState(0);
  return (
    <SettingsPage
      page="payment-delivery"
      staff={staff}
      loaded={loaded}
      reload={reload}
      version={version}
      history={paymentDeliveryHistory}
    >
      {(settings) => (
        <FormPage
          key={version}
          name="settings-payment-delivery"
          schema={PaymentDeliverySettingsSchema}
          initial={formValuesOf(settings, sums)}
          prepare={(values) => groupOf(values, sums, wholes)}
          onSubmit={async (body) => {
            replace(await savePaymentDeliverySettings(body));
            setVersion((saved) => saved + 1);
            toast(t('settings.saved'));
          }}
        >
          {(form) => <PaymentDeliveryFields form={form} />}
        </FormPage>
      )}
    </SettingsPage>
  );
}

function PaymentDeliveryFields({ form }: { form: FormApi<FormValues> }) {
  const t = useText();
  const field = (name: string, hint?: string) => (
    <TextField
      key={name}
      label={t(`settings.fields.${name}`)}
      hint={hint}
      required
      inputMode={wholes.includes(name) ? 'numeric' : 'decimal'}
      {...form.text(name)}
    />
  );
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.group__title}>{t('settings.groups.delivery')}</legend>
        <Switches form={form} group="deliveryMethods" keys={SETTABLE_DELIVERY_METHODS} />
        <div className={styles.fields}>
          {field('courierPrice.PLN')}
          {field('courierPrice.EUR')}
          {field('freeCourierThreshold.amount', t('settings.hints.freeCourierThreshold'))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.group__title}>{t('settings.groups.payment')}</legend>
        <Switches form={form} group="paymentMethods" keys={SETTABLE_PAYMENT_METHODS} />
        <div className={styles.fields}>
          {field('transferDueWorkingDays', t('settings.hints.transferDueWorkingDays'))}
          {field('installmentMinimum.amount', t('settings.hints.installmentMinimum'))}
        </div>
      </fieldset>
    </>
  );
}
