import type { EventData, SafetyReportOpened } from '@shop/contracts';
import { type MailShop, renderMail } from './layout';

// The service manager's e-mail about a dangerous product reported through the contact form (issue 27, GPSR):
// in Polish, marked urgent, with a link to the report staff must close.

type Report = EventData<typeof SafetyReportOpened>;

export function safetyReportToManager(report: Report, shopUrl: string, shop?: MailShop) {
  const received = new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(report.receivedAt));
  return renderMail({
    language: 'pl',
    shop,
    subject: `PILNE: zgłoszenie bezpieczeństwa ${report.number} - niebezpieczny produkt`,
    heading: `Zgłoszenie bezpieczeństwa ${report.number}`,
    paragraphs: [
      `Klient zgłosił przez formularz kontaktowy niebezpieczny produkt (${received}). Zgłoszenie czeka w panelu, dopóki ktoś z serwisu go nie zamknie z notatką, co zrobiono.`,
      `Od: ${report.name} <${report.email}>${report.phone ? `, tel. ${report.phone}` : ''}. Język klienta: ${report.language}.`,
      ...report.message.split(/\n{2,}/),
    ],
    action: {
      label: 'Otwórz zgłoszenie w panelu',
      url: `${shopUrl}/pl/admin/safety-reports/${report.reportId}`,
    },
    footer: `Wysłane automatycznie na adres kierownika serwisu z ustawień sklepu (${report.to}).`,
  });
}
