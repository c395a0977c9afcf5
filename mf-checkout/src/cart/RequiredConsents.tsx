import type { StorefrontLanguage } from '@shop/i18n';
import { pathFor } from '@shop/platform';
import { Checkbox } from '@shop/ui';
import { useCheckoutText } from '../screens/text';

export interface Consents {
  terms: boolean;
  privacy: boolean;
}

/**
 * The two consents a request for an offer and an accepted offer need (issue 23): the terms and the privacy
 * policy, each linking to its page in a new tab, with the server's message under each.
 */
export function RequiredConsents({
  lang,
  value,
  onChange,
  errors,
}: {
  lang: StorefrontLanguage;
  value: Consents;
  onChange: (value: Consents) => void;
  errors: Record<string, string>;
}) {
  const t = useCheckoutText(lang);
  const box = (name: keyof Consents, screen: 'terms' | 'privacy') => (
    <Checkbox
      name={`consents.${name}`}
      required
      checked={value[name]}
      onChange={(event) => onChange({ ...value, [name]: event.target.checked })}
      error={errors[`consents.${name}`]}
      label={
        <>
          {t(`consents.${name}Before`)}
          <a href={pathFor(screen, lang)} target="_blank" rel="noopener">
            {t(`consents.${name}Link`)}
          </a>
        </>
      }
    />
  );
  return (
    <>
      {box('terms', 'terms')}
      {box('privacy', 'privacy')}
    </>
  );
}
