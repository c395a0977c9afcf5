import { useTranslation } from '@shop/platform';
import type { ComponentPropsWithoutRef } from 'react';

type ExternalLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel' | 'href'> & { href: string };

/** A link to outside the store: always a new tab, never with access to this page (SPEC §1, page shell). */
export function ExternalLink({ href, children, 'aria-label': label, ...props }: ExternalLinkProps) {
  const { t } = useTranslation();
  const note = t('social.opensInNewTab');
  return (
    <a
      {...props}
      href={href}
      aria-label={label ? `${label} ${note}` : undefined}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
      {!label && <span className="shell-visually-hidden"> {note}</span>}
    </a>
  );
}
