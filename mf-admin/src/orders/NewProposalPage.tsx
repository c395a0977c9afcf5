import type { Proposal } from '@shop/contracts';
import { Select, TextField } from '@shop/ui';
import { useState } from 'react';
import { AdminPage } from '../kit/AdminPage';
import { goTo } from '../kit/navigation';
import { adminPath } from '../screens/sections';
import { useAdminLanguage, useText } from '../screens/text';
import { Editor } from './ProposalEditor';

/** An empty offer for the editor: no order yet, PLN, nothing chosen. */
const blank: Proposal = {
  orderId: '',
  number: '',
  type: 'PROPOSAL',
  status: 'new',
  state: 'requested',
  email: '',
  customerId: null,
  customerType: 'retail',
  firstName: '',
  lastName: '',
  companyName: null,
  comments: '',
  lines: [],
  total: { amount: 0, currency: 'PLN' },
  listTotal: { amount: 0, currency: 'PLN' },
  deliveryMethods: [],
  paymentMethods: [],
  validUntil: null,
  note: '',
  requestedAt: null,
  sentAt: null,
  decidedAt: null,
};

/**
 * An offer from scratch (issue 23, `orders.create`): for an e-mail (the customer's account when it has one is
 * matched by staff on the request instead), in the customer's language; saved as a draft on a new order
 * number, whose page then sends it.
 */
export function NewProposalPage() {
  const t = useText();
  const lang = useAdminLanguage();
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<'pl' | 'en'>('pl');
  const trail = [{ label: t('sections.orders'), href: adminPath(lang, 'orders') }];
  return (
    <AdminPage title={t('proposals.newTitle')} trail={trail}>
      <TextField
        type="email"
        name="email"
        required
        label={t('proposals.email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Select
        label={t('proposals.language')}
        value={language}
        onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'pl')}
        options={[
          { value: 'pl', label: t('proposals.languages.pl') },
          { value: 'en', label: t('proposals.languages.en') },
        ]}
      />
      <Editor
        proposal={blank}
        mayWrite
        recipient={{ email, language }}
        onSaved={({ proposal }) => goTo(adminPath(lang, 'orders', proposal.orderId))}
      />
    </AdminPage>
  );
}
