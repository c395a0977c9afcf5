import type { AdminType, Language } from '@shop/contracts';
import { validUntil } from './account-links';
import { type MailShop, mailLanguage, renderMail } from './layout';

// SPEC §1: the admin welcome e-mail with the data-protection rules. A new staff member sets a password
// through its link, which activates the account; the rules are what the shop asks of everyone who sees
// its customers' data (RODO / GDPR).

export interface AdminWelcome {
  firstName: string | null;
  adminType: AdminType;
  /** The page that sets the password (and activates the account), with its one-time token. */
  url: string;
  panelUrl: string;
  expiresAt: Date;
  /** Where staff report a data incident: the shop's admin mailbox. */
  incidentMailbox: string;
}

const typeNames: Record<AdminType, { pl: string; en: string }> = {
  super_admin: { pl: 'superadministrator', en: 'super administrator' },
  admin: { pl: 'administrator', en: 'administrator' },
  sales_manager: { pl: 'kierownik sprzedaży', en: 'sales manager' },
  sales_employee: { pl: 'pracownik sprzedaży', en: 'sales employee' },
  marketing_manager: { pl: 'kierownik marketingu', en: 'marketing manager' },
  marketing_employee: { pl: 'pracownik marketingu', en: 'marketing employee' },
  service_manager: { pl: 'kierownik serwisu', en: 'service manager' },
  service_employee: { pl: 'pracownik serwisu', en: 'service employee' },
  factory_manager: { pl: 'kierownik produkcji', en: 'factory manager' },
  factory_employee: { pl: 'pracownik produkcji', en: 'factory employee' },
  warehouse_manager: { pl: 'kierownik magazynu', en: 'warehouse manager' },
  warehouse_employee: { pl: 'pracownik magazynu', en: 'warehouse employee' },
};

/** The data-protection rules, one short point each. */
function rules(language: Language, mailbox: string): string[] {
  if (language === 'pl') {
    return [
      '1. Dane klientów (imiona, adresy, telefony, zamówienia, reklamacje) są poufne. Korzystasz z nich wyłącznie do wykonywania swoich obowiązków i nie przekazujesz ich nikomu spoza sklepu.',
      '2. Przetwarzamy dane zgodnie z RODO: tylko w zakresie potrzebnym do obsługi klienta. Nie kopiuj danych na prywatne urządzenia, do prywatnej poczty ani do zewnętrznych narzędzi.',
      '3. Hasło jest tylko Twoje: nie zapisuj go w widocznym miejscu, nie podawaj nikomu (także współpracownikom) i nie używaj go w innych serwisach.',
      '4. Na komputerze współdzielonym zawsze wyloguj się po pracy. Odchodząc od stanowiska, zablokuj ekran.',
      `5. Każde podejrzenie naruszenia (zgubiony laptop, podejrzany e-mail, dane wysłane pod zły adres) niezwłocznie zgłoś na ${mailbox}. Naruszenie musimy zgłosić do UODO w ciągu 72 godzin.`,
      '6. Sesja w panelu kończy się po 30 minutach bezczynności i najpóźniej po 8 godzinach. Każda zmiana w panelu jest zapisywana z Twoim imieniem i nazwiskiem.',
    ];
  }
  return [
    '1. Customer data (names, addresses, phone numbers, orders, returns) is confidential. Use it only for your work and never pass it to anyone outside the shop.',
    '2. We process personal data under the GDPR (RODO): only as far as serving the customer needs. Do not copy data to private devices, private mailboxes or outside tools.',
    '3. Your password is yours alone: do not write it where others can see it, never tell it to anyone (colleagues included) and do not use it anywhere else.',
    '4. On a shared computer always sign out when you finish. Lock the screen whenever you leave your desk.',
    `5. Report any suspected breach (a lost laptop, a suspicious e-mail, data sent to the wrong address) to ${mailbox} at once. We must report a breach to the authority (UODO) within 72 hours.`,
    '6. A panel session ends after 30 minutes without activity and after 8 hours at the latest. Every change made in the panel is recorded with your name.',
  ];
}

export function adminWelcomeMail(recipientLanguage: Language, mail: AdminWelcome, shop?: MailShop) {
  const language = mailLanguage(recipientLanguage);
  const name = mail.firstName?.trim();
  const until = validUntil(mail.expiresAt, language);
  if (language === 'pl') {
    return renderMail({
      language,
      shop,
      subject: 'Twoje konto w panelu administracyjnym sklepu Zefir',
      heading: name ? `Dzień dobry, ${name}!` : 'Dzień dobry!',
      paragraphs: [
        `Założyliśmy Ci konto w panelu administracyjnym sklepu Zefir z rolą: ${typeNames[mail.adminType].pl}.`,
        'Zanim zaczniesz, przeczytaj zasady ochrony danych. Ustawiając hasło, potwierdzasz, że je znasz i będziesz ich przestrzegać.',
        ...rules(language, mail.incidentMailbox),
        `Po ustawieniu hasła zalogujesz się adresem e-mail na stronie logowania, a panel znajdziesz pod adresem ${mail.panelUrl}.`,
      ],
      action: { label: 'Ustaw hasło i aktywuj konto', url: mail.url, note: `Link działa jednorazowo, do ${until}.` },
      footer:
        'Wiadomość wysłana automatycznie przez sklep internetowy. Jeśli nie spodziewałeś się tego konta, zgłoś to na ' +
        `${mail.incidentMailbox}.`,
    });
  }
  return renderMail({
    language,
    shop,
    subject: 'Your account in the Zefir shop admin panel',
    heading: name ? `Hello ${name},` : 'Hello,',
    paragraphs: [
      `We have opened an account for you in the Zefir shop admin panel as: ${typeNames[mail.adminType].en}.`,
      'Before you start, read the data-protection rules. By setting your password you confirm that you know them and will follow them.',
      ...rules(language, mail.incidentMailbox),
      `Once your password is set, sign in with your e-mail address on the sign-in page; the panel is at ${mail.panelUrl}.`,
    ],
    action: { label: 'Set a password and activate', url: mail.url, note: `The link works once, until ${until}.` },
    footer: `This message was sent automatically by the online shop. If you did not expect this account, report it to ${mail.incidentMailbox}.`,
  });
}
