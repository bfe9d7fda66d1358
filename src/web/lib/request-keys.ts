/**
 * Idempotency keys that follow the request they are sent with. The server answers the same key and the
 * same request with the first answer (a retry after a lost answer is not done twice) and refuses the
 * same key with a different request (422 IDEMPOTENCY_KEY_REUSED). So the same request again gets the
 * key it was sent with, and any other request (the player changed the amount, or the offer moved) a new
 * one. After a success, the next request is a new one even if it is equal (a second cash-out of a part).
 */
export function requestKeys<T>() {
  let last: { request: string; key: string } | null = null;
  return {
    /** The key to send `request` with. */
    keyFor(request: T): string {
      const text = JSON.stringify(request);
      if (last?.request !== text) last = { request: text, key: globalThis.crypto.randomUUID() };
      return last.key;
    },
    /** The last request succeeded: whatever comes next is a new request. */
    succeeded() {
      last = null;
    },
  };
}

export type RequestKeys<T> = ReturnType<typeof requestKeys<T>>;
