import { ApiError } from '@shop/platform';
import { createContext, type ReactNode, useCallback, useContext } from 'react';

// A screen that meets 401 or 403 on any call hands it to the frame, which shows the sign-in or the
// "No access" screen in place of the section (one place decides, every screen behaves the same).

export type AccessProblem = 'signedOut' | 'forbidden';

const AccessProblemContext = createContext<(problem: AccessProblem) => void>(() => {});

export function AccessProblemProvider({
  onProblem,
  children,
}: {
  onProblem: (problem: AccessProblem) => void;
  children: ReactNode;
}) {
  return <AccessProblemContext value={onProblem}>{children}</AccessProblemContext>;
}

/** The access problem an error means, if any: 401 → signed out, 403 → forbidden. */
export function accessProblemOf(error: unknown): AccessProblem | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 401) return 'signedOut';
  if (error.status === 403) return 'forbidden';
  return undefined;
}

/**
 * Hands an error to the frame when it is a 401 or 403; answers whether it did, so the caller shows its own
 * message for every other failure.
 */
export function useReportAccess(): (error: unknown) => boolean {
  const report = useContext(AccessProblemContext);
  return useCallback(
    (error: unknown) => {
      const problem = accessProblemOf(error);
      if (problem) report(problem);
      return problem !== undefined;
    },
    [report],
  );
}
