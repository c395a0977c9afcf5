import { usePathname } from '@shop/remote-kit/route';
import { useMemo } from 'react';
import { type Page, pageOfPath } from '../routing/page-of-path';

/** The page the URL shows, kept current across navigations. */
export function usePage(): Page & { pathname: string } {
  const pathname = usePathname();
  return useMemo(() => ({ ...pageOfPath(pathname), pathname }), [pathname]);
}
