import type { Consumer } from './bus';

/**
 * Runs `task` after every `interval()` milliseconds (asked afresh before each wait, so a changed setting
 * applies from the next run; at once too when `now`), never two runs at once, until the service stops
 * (waiting for a run under way) or a run answers `'done'`. A failed run is the task's to report; the next
 * one tries again.
 */
export function repeatEvery(interval: () => number, task: () => Promise<unknown>, { now = false } = {}): Consumer {
  let running: Promise<unknown> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(run, interval());
    timer.unref();
  };
  const run = () => {
    running = task()
      .then((answer) => {
        if (answer === 'done') stopped = true;
      })
      .finally(() => {
        running = undefined;
        schedule();
      });
  };
  if (now) run();
  else schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
