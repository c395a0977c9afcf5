import type { Language } from '@shop/contracts';
import { type MailShop, mailLanguage, renderMail } from './layout';

// SPEC §1: the password reset and login link e-mails, and the dealer's activation e-mail (a dealer account
// becomes active when the dealer sets a password through the link, SPEC §4).

export interface AccountLinkMail {
  firstName: string | null;
  url: string;
  expiresAt: Date;
}

/** '23.11.2026, 10:15' in Polish time (SPEC §9 date format), as the shop's customers read it. */
export function validUntil(date: Date, language: Language): string {
  const parts = new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const when = `${part('day')}.${part('month')}.${part('year')}, ${part('hour')}:${part('minute')}`;
  return language === 'pl' ? `${when} (czasu polskiego)` : `${when} (Polish time)`;
}

const greeting = (language: Language, firstName: string | null) => {
  const name = firstName?.trim();
  if (language === 'pl') return name ? `Dzień dobry, ${name}!` : 'Dzień dobry!';
  return name ? `Hello ${name},` : 'Hello,';
};
const footerOf = (language: Language) =>
  language === 'pl'
    ? 'Wiadomość wysłana automatycznie przez sklep internetowy. Nie odpowiadaj na nią.'
    : 'This message was sent automatically by the online shop. Please do not reply to it.';

export function loginLinkMail(recipientLanguage: Language, mail: AccountLinkMail, shop?: MailShop) {
  const language = mailLanguage(recipientLanguage);
  const until = validUntil(mail.expiresAt, language);
  if (language === 'pl') {
    return renderMail({
      language,
      shop,
      subject: 'Twój link do logowania',
      heading: greeting(language, mail.firstName),
      paragraphs: ['Aby zalogować się do sklepu Zefir bez hasła, kliknij poniższy przycisk.'],
      action: {
        label: 'Zaloguj się',
        url: mail.url,
        note: `Link działa jednorazowo, do ${until}. Jeśli to nie Ty prosiłeś o link, zignoruj tę wiadomość.`,
      },
      footer: footerOf(language),
    });
  }
  return renderMail({
    language,
    shop,
    subject: 'Your sign-in link',
    heading: greeting(language, mail.firstName),
    paragraphs: ['To sign in to the Zefir shop without a password, click the button below.'],
    action: {
      label: 'Sign in',
      url: mail.url,
      note: `The link works once, until ${until}. If you did not ask for it, ignore this message.`,
    },
    footer: footerOf(language),
  });
}

export function passwordResetMail(recipientLanguage: Language, mail: AccountLinkMail, shop?: MailShop) {
  const language = mailLanguage(recipientLanguage);
  const until = validUntil(mail.expiresAt, language);
  if (language === 'pl') {
    return renderMail({
      language,
      shop,
      subject: 'Ustaw nowe hasło',
      heading: greeting(language, mail.firstName),
      paragraphs: ['Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w sklepie Zefir.'],
      action: {
        label: 'Ustaw nowe hasło',
        url: mail.url,
        note: `Link działa jednorazowo, do ${until}. Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość - hasło pozostanie bez zmian.`,
      },
      footer: footerOf(language),
    });
  }
  return renderMail({
    language,
    shop,
    subject: 'Set a new password',
    heading: greeting(language, mail.firstName),
    paragraphs: ['We received a request to reset the password of your Zefir shop account.'],
    action: {
      label: 'Set a new password',
      url: mail.url,
      note: `The link works once, until ${until}. If you did not ask for a new password, ignore this message: your password stays as it is.`,
    },
    footer: footerOf(language),
  });
}

export function dealerActivationMail(
  recipientLanguage: Language,
  mail: AccountLinkMail & { companyName: string },
  shop?: MailShop,
) {
  const language = mailLanguage(recipientLanguage);
  const until = validUntil(mail.expiresAt, language);
  if (language === 'pl') {
    return renderMail({
      language,
      shop,
      subject: 'Aktywuj konto dealera w sklepie Zefir',
      heading: greeting(language, mail.firstName),
      paragraphs: [
        `Założyliśmy konto dealera dla firmy ${mail.companyName}.`,
        'Aby je aktywować, ustaw hasło. Potem zalogujesz się adresem e-mail albo numerem VAT UE firmy.',
      ],
      action: { label: 'Ustaw hasło i aktywuj konto', url: mail.url, note: `Link działa jednorazowo, do ${until}.` },
      footer: footerOf(language),
    });
  }
  return renderMail({
    language,
    shop,
    subject: 'Activate your dealer account at the Zefir shop',
    heading: greeting(language, mail.firstName),
    paragraphs: [
      `We have opened a dealer account for ${mail.companyName}.`,
      'To activate it, set a password. Then sign in with your e-mail address or your company’s EU VAT ID.',
    ],
    action: { label: 'Set a password and activate', url: mail.url, note: `The link works once, until ${until}.` },
    footer: footerOf(language),
  });
}
