import { DealerInvitation } from '@shop/contracts';
import { Select, TextField } from '@shop/ui';
import { withoutEmpty } from '../admins/AdminCreatePage';
import styles from '../admins/admins.module.css';
import { languageOptions } from '../admins/staff-choices';
import { createDealer } from '../api/customers';
import { AdminPage } from '../kit/AdminPage';
import { FormPage } from '../kit/FormPage';
import { goTo } from '../kit/navigation';
import { toast } from '../kit/toast';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';

/** A new dealer: inactive until they set a password from the activation e-mail sent with the account. */
export function DealerCreatePage() {
  const t = useText();
  const lang = useAdminLanguage();
  const list = adminPath(lang, 'customers');
  const label = (field: string) => t(`account:customerForm.${field}`);
  return (
    <AdminPage title={t('customers.newTitle')} trail={[{ label: t('sections.customers'), href: list }]}>
      <p className={styles.lead}>{t('customers.newLead')}</p>
      <FormPage
        name="dealer-invitation"
        schema={DealerInvitation}
        initial={{
          email: '',
          firstName: '',
          lastName: '',
          companyName: '',
          taxId: '',
          vatId: '',
          currency: 'PLN',
          language: lang,
        }}
        prepare={withoutEmpty}
        cancelHref={list}
        submitLabel={t('customers.createDealer')}
        onSubmit={async (invitation) => {
          const dealer = await createDealer(invitation);
          toast(t('customers.dealerCreated', { email: dealer.email }));
          goTo(adminPath(lang, 'customers', dealer.id));
        }}
      >
        {(form) => (
          <div className={styles.fields}>
            <TextField label={label('companyName')} required autoComplete="off" {...form.text('companyName')} />
            <TextField label={label('taxId')} required autoComplete="off" {...form.text('taxId')} />
            <TextField
              label={label('vatId')}
              hint={label('vatIdHint')}
              required
              autoComplete="off"
              {...form.text('vatId')}
            />
            <TextField label={label('firstName')} required autoComplete="off" {...form.text('firstName')} />
            <TextField label={label('lastName')} required autoComplete="off" {...form.text('lastName')} />
            <TextField label={label('email')} type="email" required autoComplete="off" {...form.text('email')} />
            <Select
              label={t('customers.fields.currency')}
              required
              options={[
                { value: 'PLN', label: 'PLN' },
                { value: 'EUR', label: 'EUR' },
              ]}
              {...form.text('currency')}
            />
            <Select
              label={t('customers.fields.language')}
              hint={t('customers.languageHint')}
              required
              options={languageOptions(t)}
              {...form.text('language')}
            />
          </div>
        )}
      </FormPage>
    </AdminPage>
  );
}
