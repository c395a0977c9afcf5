// Reading an answer's body the same way for fetch and for XMLHttpRequest.

/** Reads an answer: JSON when it says so, nothing for 204 or an empty body, text otherwise. */
export function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}
