import type { AdminReturnDetail } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { downloadServiceReport } from '../api/returns';
import { toast } from '../kit/toast';
import { useAdminLanguage } from '../screens/text';

/** Each button is named in the language it prints, as a language switcher names its languages. */
const reportLabel = { pl: 'Raport serwisowy (PDF)', en: 'Service report (PDF)' } as const;

/**
 * The service report of a return as a PDF, in Polish or in English whatever the panel's language (the report
 * goes to the customer, who may read the other one); the panel's own language comes first.
 */

export function ServiceReportButtons({ item }: { item: AdminReturnDetail }) {
  const lang = useAdminLanguage();
  const [busy, setBusy] = useState<'pl' | 'en' | null>(null);
  const languages = lang === 'en' ? (['en', 'pl'] as const) : (['pl', 'en'] as const);
  const download = async (reportLang: 'pl' | 'en') => {
    setBusy(reportLang);
    try {
      await downloadServiceReport(item.id, reportLang, item.number);
    } catch (error) {
      toast(`${reportLabel[reportLang]}: ${describeError(error, lang)}`, { tone: 'danger' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {languages.map((reportLang, i) => (
        <Button
          key={reportLang}
          variant={i === 0 ? 'secondary' : 'ghost'}
          lang={reportLang}
          loading={busy === reportLang}
          onClick={() => download(reportLang)}
        >
          {reportLabel[reportLang]}
        </Button>
      ))}
    </>
  );
}
