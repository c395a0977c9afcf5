import { useEffect, useRef } from 'react';
import { addLeaveCheck } from './navigation';

// Leaving a form with changes not saved asks first: closing or reloading the tab (the browser's own question)
// and moving within the page (the shell's router, single-spa, lets a listener cancel a navigation).

interface RoutingEventDetail {
  cancelNavigation?: (cancel?: boolean) => void;
}

/**
 * While `dirty` says so, asks `question` before the page is left. Answers `release`, which lets the next
 * navigation through without asking (after a save, before moving on to the saved entity).
 */
export function useUnsavedChangesGuard(dirty: boolean, question: string): () => void {
  const guarding = useRef(dirty);
  guarding.current = dirty;

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!guarding.current) return;
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = '';
    };
    // Asked once per departure: a yes lets the rest of this navigation through.
    const mayLeave = () => {
      if (!guarding.current) return true;
      if (!window.confirm(question)) return false;
      guarding.current = false;
      return true;
    };
    // The back button and links the shell follows: single-spa lets a listener cancel the navigation.
    const beforeRouting = (event: Event) => {
      const { cancelNavigation } = ((event as CustomEvent<RoutingEventDetail>).detail ?? {}) as RoutingEventDetail;
      if (cancelNavigation && !mayLeave()) cancelNavigation(true);
    };
    const removeCheck = addLeaveCheck(mayLeave);
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('single-spa:before-routing-event', beforeRouting);
    return () => {
      removeCheck();
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('single-spa:before-routing-event', beforeRouting);
    };
  }, [question]);

  return () => {
    guarding.current = false;
  };
}
