import type { ScreenId } from '@shop/i18n';
import type { ReactNode } from 'react';

/**
 * The element a storefront remote draws its screen in. Its browser mount and its server build (a screen
 * rendered in the gateway, issue 18) both draw this, so the browser hydrates exactly what the server sent.
 */
export function StorefrontRootView({
  name,
  screen,
  children,
}: {
  name: string;
  screen: ScreenId;
  children: ReactNode;
}) {
  return (
    <div data-remote={name} data-screen={screen}>
      {children}
    </div>
  );
}
