// A success message that outlives a page change: a saved address is confirmed on the address list the
// form goes back to. One message at a time, taken (and forgotten) by the page that shows it.

let waiting: string | undefined;

export function leaveNotice(message: string): void {
  waiting = message;
}

export function takeNotice(): string | undefined {
  const message = waiting;
  waiting = undefined;
  return message;
}
