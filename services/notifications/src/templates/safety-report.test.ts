import { describe, expect, it } from 'vitest';
import { safetyReportToManager } from './safety-report';

// The service manager's e-mail about a dangerous product (issue 27): urgent, with the report and its link.

const report = {
  reportId: '2f1c9a57-6f0e-4d47-9a86-3f1f3f4b9f10',
  number: 'ZB/2026/0007',
  to: 'kierownik.serwisu@zefir.example',
  name: 'Piotr Zieliński',
  email: 'piotr@example.pl',
  phone: '+48 601 234 567',
  message: 'Bateria puchnie podczas ładowania.\n\nProszę o kontakt.',
  language: 'pl' as const,
  receivedAt: '2026-11-27T09:15:00.000Z',
};

describe('safetyReportToManager', () => {
  it('is marked urgent, names the report and the sender, quotes the message and links to the report', () => {
    const mail = safetyReportToManager(report, 'https://sklep.zefir.example');
    expect(mail.subject).toBe('PILNE: zgłoszenie bezpieczeństwa ZB/2026/0007 - niebezpieczny produkt');
    expect(mail.text).toContain('Piotr Zieliński <piotr@example.pl>, tel. +48 601 234 567');
    expect(mail.text).toContain('Bateria puchnie podczas ładowania.');
    expect(mail.text).toContain('27 listopada 2026');
    expect(mail.text).toContain(`https://sklep.zefir.example/pl/admin/safety-reports/${report.reportId}`);
    expect(mail.html).toContain('Otwórz zgłoszenie w panelu');
  });
});
