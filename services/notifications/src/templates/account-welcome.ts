import type { Language } from '@shop/contracts';
import { type MailShop, mailLanguage, renderMail } from './layout';

// SPEC §1: the account welcome e-mail, in a retail and a B2B (dealer) variant.

export interface AccountWelcome {
  customerType: 'retail' | 'b2b';
  firstName: string | null;
  accountUrl: string;
}

export function accountWelcome(recipientLanguage: Language, mail: AccountWelcome, shop?: MailShop) {
  const name = mail.firstName?.trim();
  const language = mailLanguage(recipientLanguage);
  if (language === 'pl') {
    const footer = 'Wiadomość wysłana automatycznie przez sklep internetowy. Nie odpowiadaj na nią.';
    if (mail.customerType === 'b2b') {
      return renderMail({
        language,
        shop,
        subject: 'Twoje konto dealera jest aktywne',
        heading: name ? `Dzień dobry, ${name}!` : 'Dzień dobry!',
        paragraphs: [
          'Twoje konto firmowe w sklepie Zefir zostało aktywowane. Witamy wśród naszych dealerów!',
          'Po zalogowaniu zobaczysz ceny hurtowe i indywidualne rabaty, złożysz zamówienie hurtowe i preorder sezonowy, pobierzesz materiały marketingowe i zgłosisz reklamację.',
          'Logujesz się adresem e-mail albo numerem VAT UE firmy (np. PL1234567890).',
        ],
        action: { label: 'Przejdź do konta', url: mail.accountUrl },
        footer,
      });
    }
    return renderMail({
      language,
      shop,
      subject: 'Witamy w sklepie Zefir',
      heading: name ? `Dzień dobry, ${name}!` : 'Dzień dobry!',
      paragraphs: [
        'Dziękujemy za założenie konta w sklepie Zefir.',
        'Na koncie śledzisz zamówienia, zapisujesz adresy dostawy i zgłaszasz reklamacje. Zakupy z kontem są szybsze: dane do wysyłki wpiszesz tylko raz.',
        'Jeśli to nie Ty zakładałeś konto, napisz do nas - usuniemy je.',
      ],
      action: { label: 'Przejdź do konta', url: mail.accountUrl },
      footer,
    });
  }
  const footer = 'This message was sent automatically by the online shop. Please do not reply to it.';
  if (mail.customerType === 'b2b') {
    return renderMail({
      language,
      shop,
      subject: 'Your dealer account is active',
      heading: name ? `Hello ${name},` : 'Hello,',
      paragraphs: [
        'Your business account at the Zefir shop has been activated. Welcome among our dealers!',
        'Once signed in you see wholesale prices and your individual discounts, place wholesale orders and season preorders, download marketing materials and file returns.',
        'Sign in with your e-mail address or your company’s EU VAT ID (e.g. PL1234567890).',
      ],
      action: { label: 'Go to your account', url: mail.accountUrl },
      footer,
    });
  }
  return renderMail({
    language,
    shop,
    subject: 'Welcome to the Zefir shop',
    heading: name ? `Hello ${name},` : 'Hello,',
    paragraphs: [
      'Thank you for creating an account at the Zefir shop.',
      'In your account you follow your orders, keep delivery addresses and file returns. Shopping is quicker too: you type your delivery details only once.',
      'If it was not you who created the account, write to us and we will remove it.',
    ],
    action: { label: 'Go to your account', url: mail.accountUrl },
    footer,
  });
}
