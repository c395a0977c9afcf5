import {
  AccountOpened,
  ContactMessageReceived,
  DealerActivationRequested,
  type EventDefinition,
  LoginLinkRequested,
  type Money,
  NewsletterSubscribed,
  OrderCreated,
  OrderUpdated,
  PasswordResetRequested,
  PreorderLinkSent,
  ReturnCreated,
  ReturnMessagePosted,
  ReturnUpdated,
  ShopSettingsChanged,
  StaffWelcomeRequested,
} from '@shop/contracts';
import { formatMoney } from '@shop/contracts/format';
import { defaultShopSettings, type ShopSettings } from '@shop/contracts/limits';
import { until } from '@shop/service-kit/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inbox } from '../db/schema';
import {
  type MailTestService,
  type Received,
  type SmtpPeer,
  startMailTestService,
  startSmtpPeer,
} from '../testing/smtp-peer';

// Every e-mail kind of SPEC §1 in Polish and English, as the customer's (or the department's) mail server
// receives it: the event goes through its real consumer, the queue and the sender to the SMTP peer. Each
// event is delivered twice with the same id, and exactly one e-mail per recipient arrives. The shop's details
// in every footer are the ones staff saved in the settings (an event changed them from the defaults).

type Lang = 'pl' | 'en';

const SHOP = 'https://sklep.zefir.example';
const settings: ShopSettings = {
  ...defaultShopSettings,
  company: {
    name: 'Zefir Próbny sp. z o.o.',
    street: 'ul. Sprawdzona 7',
    zipCode: '31-100',
    city: 'Kraków',
    taxId: '6762000000',
    phone: '+48 12 300 40 50',
  },
  mailboxes: {
    sales: 'kontakt@zefir-test.example',
    service: 'reklamacje@zefir-test.example',
    b2b: 'hurt@zefir-test.example',
    admin: 'ochrona.danych@zefir-test.example',
    serviceManager: 'kierownik@zefir-test.example',
  },
};

interface Expected {
  to: string;
  subject: string;
  /** The e-mail's language: what `<html lang>` says and which language path its links take. */
  lang: Lang;
  /** Sentences that must be in both parts. */
  says: string[];
  /** The link the e-mail is about, absolute. */
  link?: string;
  replyTo?: string;
}

interface Kind {
  kind: string;
  event: EventDefinition;
  data: (lang: Lang, to: string) => Record<string, unknown>;
  mails: (lang: Lang, to: string) => Expected[];
}

const id = '0b9c6f1e-2d3a-4b5c-8d7e-9f0a1b2c3d4e';
const pick = <T>(lang: Lang, pl: T, en: T) => (lang === 'pl' ? pl : en);
const accountLink = (lang: Lang, to: string, path: string) => ({
  customerId: id,
  email: to,
  firstName: 'Ola',
  language: lang,
  path,
  expiresAt: '2026-11-30T09:15:00.000Z',
});
const order = (lang: Lang, to: string) => ({
  orderId: id,
  number: 'ZF/2026/000777',
  token: 'tok-777',
  email: to,
  language: lang,
  path: pick(lang, `/pl/zamowienie/${id}/tok-777`, `/en/order/${id}/tok-777`),
});
const orderTotal = (lang: Lang): Money => ({ amount: 499_900, currency: pick(lang, 'PLN', 'EUR') });
const rma = (lang: Lang, to: string) => ({
  returnId: id,
  number: 'RMA/2026/0042',
  customerId: id,
  email: to,
  language: lang,
  status: 'in_progress',
  path: pick(lang, `/pl/reklamacje/${id}`, `/en/rma/${id}`),
});
const contact = (lang: Lang, to: string) => ({
  messageId: id,
  name: 'Piotr Zieliński',
  email: to,
  phone: '+48 600 100 200',
  topic: 'service',
  message: pick(lang, 'Hamulec piszczy po deszczu.\n\nCzy mogę przyjechać w sobotę?', 'The brake squeals after rain.'),
  language: lang,
  department: 'serwis.dzial@zefir-test.example',
});

const kinds: Kind[] = [
  {
    kind: 'account welcome (retail)',
    event: AccountOpened,
    data: (lang, to) => ({ ...accountLink(lang, to, pick(lang, '/pl/konto', '/en/account')), customerType: 'retail' }),
    mails: (lang, to) => [
      {
        to,
        lang,
        subject: pick(lang, 'Witamy w sklepie Zefir', 'Welcome to the Zefir shop'),
        says: [
          pick(lang, 'Dzień dobry, Ola!', 'Hello Ola,'),
          pick(lang, 'Dziękujemy za założenie konta w sklepie Zefir.', 'Thank you for creating an account'),
        ],
        link: `${SHOP}${pick(lang, '/pl/konto', '/en/account')}`,
      },
    ],
  },
  {
    kind: 'account welcome (B2B, an activated dealer)',
    event: AccountOpened,
    data: (lang, to) => ({ ...accountLink(lang, to, pick(lang, '/pl/konto', '/en/account')), customerType: 'b2b' }),
    mails: (lang, to) => [
      {
        to,
        lang,
        subject: pick(lang, 'Twoje konto dealera jest aktywne', 'Your dealer account is active'),
        says: [pick(lang, 'Witamy wśród naszych dealerów!', 'Welcome among our dealers!'), 'PL1234567890'],
        link: `${SHOP}${pick(lang, '/pl/konto', '/en/account')}`,
      },
    ],
  },
  {
    kind: 'dealer activation',
    event: DealerActivationRequested,
    data: (lang, to) => ({
      ...accountLink(lang, to, pick(lang, '/pl/resetuj-haslo?token=dealer', '/en/reset-password?token=dealer')),
      companyName: 'Rowery Kowalski s.c.',
    }),
    mails: (lang, to) => [
      {
        to,
        lang,
        subject: pick(lang, 'Aktywuj konto dealera w sklepie Zefir', 'Activate your dealer account at the Zefir shop'),
        says: [
          pick(
            lang,
            'Założyliśmy konto dealera dla firmy Rowery Kowalski s.c.',
            'a dealer account for Rowery Kowalski s.c.',
          ),
          pick(lang, '30.11.2026, 10:15 (czasu polskiego)', '30.11.2026, 10:15 (Polish time)'),
        ],
        link: `${SHOP}${pick(lang, '/pl/resetuj-haslo?token=dealer', '/en/reset-password?token=dealer')}`,
      },
    ],
  },
  {
    kind: 'password reset',
    event: PasswordResetRequested,
    data: (lang, to) =>
      accountLink(lang, to, pick(lang, '/pl/resetuj-haslo?token=reset', '/en/reset-password?token=reset')),
    mails: (lang, to) => [
      {
        to,
        lang,
        subject: pick(lang, 'Ustaw nowe hasło', 'Set a new password'),
        says: [
          pick(lang, 'prośbę o zresetowanie hasła', 'a request to reset the password'),
          pick(lang, 'Link działa jednorazowo, do 30.11.2026, 10:15', 'The link works once, until 30.11.2026, 10:15'),
        ],
        link: `${SHOP}${pick(lang, '/pl/resetuj-haslo?token=reset', '/en/reset-password?token=reset')}`,
      },
    ],
  },
  {
    kind: 'login link',
    event: LoginLinkRequested,
    data: (lang, to) => accountLink(lang, to, pick(lang, '/pl/autoryzuj?token=login', '/en/authorize?token=login')),
    mails: (lang, to) => [
      {
        to,
        lang,
        subject: pick(lang, 'Twój link do logowania', 'Your sign-in link'),
        says: [pick(lang, 'bez hasła', 'without a password'), pick(lang, 'Zaloguj się', 'Sign in')],
        link: `${SHOP}${pick(lang, '/pl/autoryzuj?token=login', '/en/authorize?token=login')}`,
      },
    ],
  },
  {
    kind: 'order created',
    event: OrderCreated,
    data: (lang, to) => ({
      ...order(lang, to),
      customerId: null,
      type: 'STANDARD',
      status: 'new',
      paymentMethod: 'transfer',
      deliveryMethod: 'COURIER',
      total: orderTotal(lang),
      items: [{ name: 'Zefir City 28', quantity: 1, unitPrice: orderTotal(lang) }],
      referralCode: null,
    }),
    mails: (lang, to) => [
      {
        to,
        lang,
        subject: pick(lang, 'Potwierdzenie zamówienia ZF/2026/000777', 'Order confirmation ZF/2026/000777'),
        says: [
          pick(lang, 'Dziękujemy za zamówienie ZF/2026/000777.', 'Thank you for your order ZF/2026/000777.'),
          pick(lang, 'Zefir City 28 × 1 szt.', 'Zefir City 28 × 1 pcs'),
          formatMoney(orderTotal(lang), lang),
          pick(lang, 'Przelew bankowy', 'Bank transfer'),
          pick(lang, 'w ciągu 7 dni roboczych', 'within 7 working days'),
        ],
        link: `${SHOP}${order(lang, to).path}`,
      },
    ],
  },
  {
    kind: 'order updated',
    event: OrderUpdated,
    data: (lang, to) => ({ ...order(lang, to), status: 'sent', paymentStatus: 'paid' }),
    mails: (lang, to) => [
      {
        to,
        lang,
        subject: pick(lang, 'Zmiana statusu zamówienia ZF/2026/000777', 'Update on your order ZF/2026/000777'),
        says: [pick(lang, 'Zamówienie jest w drodze.', 'Your order is on its way.'), pick(lang, 'Opłacone', 'Paid')],
        link: `${SHOP}${order(lang, to).path}`,
      },
    ],
  },
  {
    kind: 'return created (the customer, and the service mailbox of the settings)',
    event: ReturnCreated,
    data: (lang, to) => rma(lang, to),
    mails: (lang, to) => [
      {
        to,
        lang,
        subject: pick(lang, 'Przyjęliśmy zgłoszenie RMA/2026/0042', 'We have received your return RMA/2026/0042'),
        says: [
          pick(
            lang,
            'Twoje zgłoszenie RMA/2026/0042 zostało przyjęte.',
            'Your return RMA/2026/0042 has been received.',
          ),
        ],
        link: `${SHOP}${rma(lang, to).path}`,
      },
      {
        to: settings.mailboxes.service,
        lang: 'pl',
        subject: 'Nowe zgłoszenie RMA/2026/0042',
        says: [`Kontakt: ${to}. Język klienta: ${lang}.`],
      },
    ],
  },
  {
    kind: 'return updated',
    event: ReturnUpdated,
    data: (lang, to) => ({ ...rma(lang, to), change: 'status' }),
    mails: (lang, to) => [
      {
        to,
        lang,
        subject: pick(lang, 'Zmiana w zgłoszeniu RMA/2026/0042', 'Your return RMA/2026/0042 has changed'),
        says: [
          pick(lang, 'Zmienił się status Twojego zgłoszenia.', 'The status of your return has changed.'),
          pick(lang, 'W realizacji', 'In progress'),
        ],
        link: `${SHOP}${rma(lang, to).path}`,
      },
    ],
  },
  {
    kind: 'return message from staff',
    event: ReturnMessagePosted,
    data: (lang, to) => ({
      ...rma(lang, to),
      author: 'staff',
      text: pick(lang, 'Wymienimy sterownik.\n\nProsimy o dosłanie zdjęcia.', 'We will replace the controller.'),
    }),
    mails: (lang, to) => [
      {
        to,
        lang,
        subject: pick(lang, 'Nowa wiadomość w zgłoszeniu RMA/2026/0042', 'New message on your return RMA/2026/0042'),
        says: [
          pick(lang, 'Wymienimy sterownik.', 'We will replace the controller.'),
          pick(lang, 'Prosimy o dosłanie zdjęcia.', 'our service team'),
        ],
        link: `${SHOP}${rma(lang, to).path}`,
      },
    ],
  },
  {
    kind: 'return message from the customer (to the service mailbox)',
    event: ReturnMessagePosted,
    data: (lang, to) => ({
      ...rma(lang, to),
      author: 'customer',
      text: pick(lang, 'Wysłałem zdjęcie.', 'Photo sent.'),
    }),
    mails: (lang, to) => [
      {
        to: settings.mailboxes.service,
        lang: 'pl',
        subject: 'Nowa wiadomość klienta w zgłoszeniu RMA/2026/0042',
        says: [pick(lang, 'Wysłałem zdjęcie.', 'Photo sent.'), `Kontakt: ${to}.`],
      },
    ],
  },
  {
    kind: 'contact form (the department, and a copy to the sender)',
    event: ContactMessageReceived,
    data: (lang, to) => contact(lang, to),
    mails: (lang, to) => [
      {
        to: 'serwis.dzial@zefir-test.example',
        lang: 'pl',
        subject: 'Formularz kontaktowy: Serwis - Piotr Zieliński',
        says: [
          `Od: Piotr Zieliński <${to}>, tel. +48 600 100 200`,
          pick(lang, 'Czy mogę przyjechać w sobotę?', 'The brake squeals after rain.'),
        ],
        replyTo: to,
      },
      {
        to,
        lang,
        subject: pick(lang, 'Otrzymaliśmy Twoją wiadomość', 'We have received your message'),
        says: [
          pick(lang, 'Dziękujemy, Piotr Zieliński!', 'Thank you, Piotr Zieliński!'),
          pick(lang, 'Hamulec piszczy po deszczu.', 'The brake squeals after rain.'),
        ],
        replyTo: 'serwis.dzial@zefir-test.example',
      },
    ],
  },
  {
    kind: 'admin welcome with the data-protection rules',
    event: StaffWelcomeRequested,
    data: (lang, to) => ({
      ...accountLink(lang, to, pick(lang, '/pl/resetuj-haslo?token=staff', '/en/reset-password?token=staff')),
      lastName: 'Nowak',
      adminType: 'service_employee',
      panelPath: pick(lang, '/pl/admin', '/en/admin'),
    }),
    mails: (lang, to) => [
      {
        to,
        lang,
        subject: pick(
          lang,
          'Twoje konto w panelu administracyjnym sklepu Zefir',
          'Your account in the Zefir shop admin panel',
        ),
        says: [
          pick(lang, 'z rolą: pracownik serwisu', 'as: service employee'),
          pick(lang, 'zgodnie z RODO', 'under the GDPR'),
          pick(lang, 'w ciągu 72 godzin', 'within 72 hours'),
          // The incident mailbox is the admin mailbox of the settings.
          `${settings.mailboxes.admin}`,
          `${SHOP}${pick(lang, '/pl/admin', '/en/admin')}`,
        ],
        link: `${SHOP}${pick(lang, '/pl/resetuj-haslo?token=staff', '/en/reset-password?token=staff')}`,
      },
    ],
  },
  {
    kind: 'preorder link (a dealer invited to a season)',
    event: PreorderLinkSent,
    data: (lang, to) => ({
      seasonId: 7,
      customerId: id,
      email: to,
      firstName: 'Ola',
      dealerName: 'Rowery Kowalski s.c.',
      language: lang,
      seasonName: 'Sezon 2027',
      priceGuaranteeUntil: '2027-03-31',
      validDays: 21,
      expiresAt: '2026-11-30T09:15:00.000Z',
      path: pick(lang, '/pl/preordery?t=season7', '/en/preorders?t=season7'),
    }),
    mails: (lang, to) => [
      {
        to,
        lang,
        subject: pick(lang, 'Przedsprzedaż: Sezon 2027', 'Preorder: Sezon 2027'),
        says: [
          pick(lang, 'Zapraszamy firmę Rowery Kowalski s.c.', 'We invite Rowery Kowalski s.c.'),
          pick(lang, 'odebrane do 31.03.2027', 'collected by 31.03.2027'),
          pick(lang, 'aktywny przez 21 dni', 'active for 21 days'),
        ],
        link: `${SHOP}${pick(lang, '/pl/preordery?t=season7', '/en/preorders?t=season7')}`,
      },
    ],
  },
  {
    kind: 'newsletter',
    event: NewsletterSubscribed,
    data: (lang, to) => ({ subscriptionId: id, email: to, language: lang }),
    mails: (lang, to) => [
      {
        to,
        lang,
        subject: pick(lang, 'Dziękujemy za zapis do newslettera', 'Thank you for subscribing to our newsletter'),
        says: [pick(lang, 'Witamy w newsletterze!', 'Welcome to our newsletter!')],
      },
    ],
  },
];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

let peer: SmtpPeer;
let shop: MailTestService;

/**
 * Delivers the event twice with one id and resolves to what arrived at the peer for it, one message per
 * queued e-mail (so the test fails when a second one arrives).
 */
async function deliverTwice(event: EventDefinition, data: Record<string, unknown>, count: number) {
  const first = await shop.publish(event, data);
  // Delivered again while the first delivery may still be under way, as after a lost ack.
  await shop.deliverAgain(event, first);
  const rows = await shop.queuedFor(first.id, count);
  await until(
    async () => (await Promise.all(rows.map((row) => shop.rowOf(row.id)))).every((row) => row.state === 'sent'),
    5_000,
    `the e-mails of ${event.type} sent`,
  );
  await shop.bus.idle();
  await shop.notifications.context.mailSender.sendDue();
  const all = await shop.queuedFor(first.id, count);
  expect(all).toHaveLength(count);
  return {
    eventId: first.id,
    envelope: first,
    arrived: all.map((row) => {
      const copies = peer.received.filter((message) => message.mail.messageId === row.messageId);
      expect(copies, `copies of the e-mail to ${row.recipient}`).toHaveLength(1);
      return copies[0]!;
    }),
  };
}

function expectMail(arrived: Received, expected: Expected) {
  const { mail } = arrived;
  expect(arrived.from).toBe('sklep@zefir.example');
  expect(arrived.to).toEqual([expected.to]);
  expect(mail.from?.text).toBe('"Zefir e-bikes" <sklep@zefir.example>');
  expect(mail.subject).toBe(expected.subject);
  expect(mail.replyTo?.text).toBe(expected.replyTo);
  const text = mail.text ?? '';
  const html = typeof mail.html === 'string' ? mail.html : '';
  expect(html).toContain(`<html lang="${expected.lang}">`);
  for (const sentence of expected.says) {
    expect(text).toContain(sentence);
    expect(html).toContain(escapeHtml(sentence));
  }

  // Every link leads to the shop (PUBLIC_URL) in the e-mail's language, or is its phone or mailbox.
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  const textUrls = [...text.matchAll(/https?:\/\/[^\s)]+/g)].map((match) => match[0]);
  for (const href of hrefs)
    expect(href.startsWith(`${SHOP}/${expected.lang}/`) || /^(mailto|tel):/.test(href), href).toBe(true);
  for (const url of textUrls) expect(url.startsWith(`${SHOP}/${expected.lang}/`), url).toBe(true);
  if (expected.link) {
    expect(hrefs).toContain(expected.link);
    expect(textUrls).toContain(expected.link);
  }

  // The shop's details as staff saved them.
  const { company } = settings;
  const contactPage = `${SHOP}/${expected.lang}/${pick(expected.lang, 'kontakt', 'contact')}`;
  for (const detail of [
    company.name,
    `${company.street}, ${company.zipCode} ${company.city}`,
    `${pick(expected.lang, 'NIP', 'Tax ID (NIP)')} ${company.taxId}`,
    company.phone,
    settings.mailboxes.sales,
  ]) {
    expect(text).toContain(detail);
    expect(html).toContain(escapeHtml(detail));
  }
  expect(text).toContain(`${SHOP}/${expected.lang}/`);
  expect(text).toContain(contactPage);
  expect(hrefs).toEqual(
    expect.arrayContaining([
      `${SHOP}/${expected.lang}/`,
      contactPage,
      `mailto:${settings.mailboxes.sales}`,
      'tel:+48123004050',
    ]),
  );
}

beforeAll(async () => {
  peer = await startSmtpPeer();
  // PUBLIC_URL with a trailing slash, as an operator may well write it.
  shop = await startMailTestService(peer, { PUBLIC_URL: `${SHOP}/` });
  await shop.publish(ShopSettingsChanged, { revision: 1, settings });
  await until(
    async () => shop.notifications.context.shopSettings().company.name === settings.company.name,
    5_000,
    'the saved shop settings followed',
  );
});
afterAll(async () => {
  await shop?.stop();
  await peer?.close();
});

describe.each(['pl', 'en'] as const)(
  'every e-mail kind in %s, over SMTP, once for an event delivered twice',
  (lang) => {
    it.each(kinds)('$kind', async ({ kind, event, data, mails }) => {
      const to = `${kind
        .replace(/[^a-z]+/gi, '.')
        .slice(0, 40)
        .replace(/^\.|\.$/g, '')
        .toLowerCase()}.${lang}@example.pl`;
      const expected = mails(lang, to);
      const { arrived } = await deliverTwice(event, data(lang, to), expected.length);
      for (const mail of expected) {
        const match = arrived.filter((message) => message.to.includes(mail.to));
        expect(match, `the e-mail to ${mail.to}`).toHaveLength(1);
        expectMail(match[0]!, mail);
      }
    });
  },
);

describe('e-mail and what users write', () => {
  it('escapes names and messages in the HTML part and keeps them as written in the text part', async () => {
    const name = '<script>alert("x")</script> Ola & "Syn"';
    const message = 'Czy <b>ten</b> rower ma <img src=x onerror=alert(1)> hamulce?';
    const { arrived } = await deliverTwice(
      ContactMessageReceived,
      { ...contact('pl', 'xss@example.pl'), name, message },
      2,
    );
    for (const { mail } of arrived) {
      const html = mail.html as string;
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<b>');
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Ola &amp; &quot;Syn&quot;');
      expect(html).toContain('Czy &lt;b&gt;ten&lt;/b&gt; rower ma &lt;img src=x onerror=alert(1)&gt; hamulce?');
      expect(mail.text).toContain(message);
    }
    expect(arrived.find((m) => m.to.includes('xss@example.pl'))!.mail.text).toContain(`Dziękujemy, ${name}!`);

    const staffAnswer = await deliverTwice(
      ReturnMessagePosted,
      { ...rma('en', 'xss.rma@example.pl'), author: 'staff', text: '</p><a href="https://evil.example">Pay here</a>' },
      1,
    );
    const html = staffAnswer.arrived[0]!.mail.html as string;
    expect(html).not.toContain('evil.example">');
    expect(html).toContain('&lt;/p&gt;&lt;a href=&quot;https://evil.example&quot;&gt;Pay here&lt;/a&gt;');

    const welcome = await deliverTwice(
      AccountOpened,
      { ...accountLink('pl', 'xss.konto@example.pl', '/pl/konto'), firstName: '<i>Ola</i>', customerType: 'retail' },
      1,
    );
    expect(welcome.arrived[0]!.mail.html).toContain('Dzień dobry, &lt;i&gt;Ola&lt;/i&gt;!');
  });

  it('writes in English, saying so, to a customer of another language', async () => {
    const { arrived } = await deliverTwice(
      NewsletterSubscribed,
      { subscriptionId: id, email: 'kunde@example.de', language: 'de' },
      1,
    );
    expectMail(arrived[0]!, {
      to: 'kunde@example.de',
      lang: 'en',
      subject: 'Thank you for subscribing to our newsletter',
      says: ['Welcome to our newsletter!'],
    });
  });
});

describe('one e-mail per event, past the inbox', () => {
  it('queues nothing more when an event the inbox has forgotten comes again', async () => {
    const data = { subscriptionId: id, email: 'drugi.raz@example.pl', language: 'pl' };
    const { eventId, envelope } = await deliverTwice(NewsletterSubscribed, data, 1);
    // As if the inbox row were lost (a restored backup): the mails table's own index still holds.
    await shop.notifications.context.db
      .delete(inbox)
      .where(and(eq(inbox.consumer, 'notifications-newsletter-welcome'), eq(inbox.eventId, eventId)));
    await shop.deliverAgain(NewsletterSubscribed, { ...envelope });
    const handledAgain = await shop.notifications.context.db
      .select()
      .from(inbox)
      .where(and(eq(inbox.consumer, 'notifications-newsletter-welcome'), eq(inbox.eventId, eventId)));
    expect(handledAgain).toHaveLength(1);
    await shop.notifications.context.mailSender.sendDue();
    expect(await shop.queuedFor(eventId)).toHaveLength(1);
    expect(peer.arrivedFor('drugi.raz@example.pl')).toHaveLength(1);
  });
});
