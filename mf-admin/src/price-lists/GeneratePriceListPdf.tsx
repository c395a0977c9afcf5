import type { AdminPriceList, StorefrontLanguage } from '@shop/contracts';
import { describeError } from '@shop/platform';
import { Button, Select, VisuallyHidden } from '@shop/ui';
import { useState } from 'react';
import { downloadPriceListPdf } from '../api/price-lists';
import { toast } from '../kit/toast';
import { useAdminLanguage, useText } from '../screens/text';

// "Generuj PDF" / "Generate PDF" for staff with `products.generate_price_list`: documents prints the saved
// list in the language chosen and the panel saves the file (docs/decisions/documents.md "Price lists").

const languages: StorefrontLanguage[] = ['pl', 'en'];

function usePdf(list: Pick<AdminPriceList, 'id' | 'name'>) {
  const t = useText();
  const lang = useAdminLanguage();
  const [busy, setBusy] = useState<StorefrontLanguage | null>(null);
  const generate = async (documentLanguage: StorefrontLanguage) => {
    setBusy(documentLanguage);
    try {
      await downloadPriceListPdf(list, documentLanguage);
      toast(t('priceLists.pdf.ready', { name: list.name }));
    } catch (error) {
      toast(t('priceLists.pdf.failed', { error: describeError(error, lang) }), { tone: 'danger' });
    } finally {
      setBusy(null);
    }
  };
  return { busy, generate };
}

/** On a price list's page: the document's language and the button. */
export function GeneratePriceListPdf({ list }: { list: Pick<AdminPriceList, 'id' | 'name'> }) {
  const t = useText();
  const lang = useAdminLanguage();
  const [documentLanguage, setDocumentLanguage] = useState<StorefrontLanguage>(lang);
  const { busy, generate } = usePdf(list);
  return (
    <>
      <Select
        label={t('priceLists.pdf.language')}
        options={languages.map((value) => ({ value, label: t(`priceLists.pdf.languages.${value}`) }))}
        value={documentLanguage}
        onChange={(event) => setDocumentLanguage(event.target.value as StorefrontLanguage)}
      />
      <Button
        variant="secondary"
        loading={busy !== null}
        loadingLabel={t('priceLists.pdf.generating')}
        onClick={() => generate(documentLanguage)}
      >
        {t('priceLists.pdf.generate')}
      </Button>
    </>
  );
}

/** In a row of the list: one small button per language ('PDF EN'), its name read with the list's name. */
export function PriceListPdfButtons({ list }: { list: Pick<AdminPriceList, 'id' | 'name'> }) {
  const t = useText();
  const { busy, generate } = usePdf(list);
  return (
    <>
      {languages.map((documentLanguage) => (
        <Button
          key={documentLanguage}
          variant="ghost"
          size="sm"
          loading={busy === documentLanguage}
          loadingLabel={t('priceLists.pdf.generating')}
          onClick={() => generate(documentLanguage)}
        >
          {`PDF ${documentLanguage.toUpperCase()}`}{' '}
          <VisuallyHidden>
            {t('priceLists.pdf.rowAction', {
              name: list.name,
              language: t(`priceLists.pdf.languages.${documentLanguage}`),
            })}
          </VisuallyHidden>
        </Button>
      ))}
    </>
  );
}
